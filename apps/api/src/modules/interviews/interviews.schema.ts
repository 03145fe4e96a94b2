import type { InterviewDuration, InterviewType } from '@veil/domain';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies, employerUsers } from '../../db/schema';

/*
 * The interview invitation with time slots (issue 38; spec section 3, Interview). One interview per
 * application, replaced in place when the employer changes and resends it (its id is the calendar
 * files' UID, `sequence` their SEQUENCE), so every calendar updates the same event. Everything here
 * is erased with the application.
 */

export const interviews = pgTable(
  'interviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * the application (one interview each). Its foreign key (ON DELETE CASCADE) is in migration 0031
     * only: this module sits below the applications module and does not import it.
     */
    applicationId: uuid('application_id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    interviewType: text('interview_type').$type<InterviewType>().notNull(),
    /** seconds (INTERVIEW_DURATIONS) */
    duration: integer('duration').$type<InterviewDuration>().notNull(),
    location: text('location').notNull().default(''),
    meetingUrl: text('meeting_url').notNull().default(''),
    cc: text('cc').array().notNull().default(sql`'{}'`),
    /** the zone the slots were planned in: the calendar files' TZID */
    timeZone: text('time_zone').notNull(),
    /** the calendar files' SEQUENCE: raised by every change, confirmation and cancellation */
    sequence: integer('sequence').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    confirmedSlotId: uuid('confirmed_slot_id'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** the candidate's "none fits" message, masked like every free text employers read */
    noSlotFitsMessage: text('no_slot_fits_message'),
    noSlotFitsAt: timestamp('no_slot_fits_at', { withTimezone: true }),
    /** the candidate's reschedule request, masked too */
    rescheduleMessage: text('reschedule_message'),
    rescheduleRequestedAt: timestamp('reschedule_requested_at', { withTimezone: true }),
    /** a confirmed interview called off (rejection): its time no longer reserves the interviewers */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('interviews_application_key').on(t.applicationId),
    index('interviews_company_idx').on(t.companyId),
  ],
);

/** The proposed slots of an interview, in the employer's order. */
export const interviewSlots = pgTable(
  'interview_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('interview_slots_interview_idx').on(t.interviewId, t.position)],
);

/** Who interviews: employers of the company. */
export const interviewInterviewers = pgTable(
  'interview_interviewers',
  {
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    employerId: text('employer_id')
      .notNull()
      .references(() => employerUsers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.interviewId, t.employerId] }),
    // the reserved-slot check: an interviewer's interviews
    index('interview_interviewers_employer_idx').on(t.employerId, t.interviewId),
  ],
);
