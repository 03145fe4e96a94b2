// contract ready
import { oc } from '@orpc/contract';
import { z } from 'zod';
import { ApplicationStatusSchema } from '../application';
import {
  COMPANY_TIME_ZONE,
  INTERVIEW_MESSAGE_MAX,
  INTERVIEW_SLOTS_MAX,
  INTERVIEW_SLOTS_MIN,
  INTERVIEWERS_MAX,
  InterviewDurationSchema,
  InterviewSlotStateSchema,
  InterviewTypeSchema,
  timeSlotSchema,
} from '../interview';
import { CcListSchema, LinkSchema, limitedText } from '../validation';
import { AssigneeSchema, EmployerApplicationSchema } from './application-board';
import { applicationId } from './applications';

/*
 * The interview invitation with time slots and the candidate's choice (spec sections 1–5, issue 38).
 * From `evaluating` (or `screening` for a job without audio questions) the person in charge or a power
 * user approves with an invitation: type, duration, place (address or meeting link), interviewers,
 * cc and 1–10 proposed slots in the company's time zone (COMPANY_TIME_ZONE) → `approved`. The
 * candidate confirms one slot → `confirmed`, `interviewAt`; or says none fits, and the employer
 * changes the slots and resends. Both sides get an `.ics` (METHOD:REQUEST, one UID per interview);
 * employers' files and mails only say "Application #N — job title".
 */

/** A slot as the form sends it: ISO instants; the end follows the start on the same day (company zone). */
const slotInput = z
  .object({
    start: z.iso.datetime({ offset: true, error: 'validation.invalidDate' }),
    end: z.iso.datetime({ offset: true, error: 'validation.invalidDate' }),
  })
  .superRefine((slot, ctx) => {
    const checked = timeSlotSchema(COMPANY_TIME_ZONE).safeParse(slot);
    if (!checked.success)
      for (const issue of checked.error.issues) ctx.addIssue({ ...issue, code: 'custom' });
  });
export type InterviewSlotInput = z.infer<typeof slotInput>;

/**
 * The invitation form (approve and update). Remote needs a meeting link, on-site an address; the
 * server also refuses slots in the past (`interview_slot_in_past`) and slots overlapping a confirmed
 * interview of one of the interviewers (`interview_slot_reserved`, "This time slot is already reserved").
 */
const InterviewInvitationObject = z.object({
  interviewType: InterviewTypeSchema,
  duration: InterviewDurationSchema,
  /** the address (on-site) or a note (remote) */
  location: limitedText('specialText').default(''),
  /** the meeting link of a remote interview */
  meetingUrl: z.union([z.literal(''), LinkSchema]).default(''),
  /** employers of the company (active), at least one */
  interviewerIds: z
    .array(z.uuid())
    .min(1, { error: 'validation.interviewers.required' })
    .max(INTERVIEWERS_MAX, { error: 'validation.interviewers.tooMany' }),
  /** comma, semicolon or line separated addresses (the template cc list's rules) */
  cc: CcListSchema.default([]),
  slots: z
    .array(slotInput)
    .min(INTERVIEW_SLOTS_MIN, { error: 'validation.interviewSlots.required' })
    .max(INTERVIEW_SLOTS_MAX, { error: 'validation.interviewSlots.tooMany' }),
});

function invitationRules(value: z.infer<typeof InterviewInvitationObject>, ctx: z.RefinementCtx) {
  if (value.interviewType === 'on_site' && value.location === '') {
    ctx.addIssue({
      code: 'custom',
      message: 'validation.required',
      params: { field: 'location' },
      path: ['location'],
    });
  }
  if (value.interviewType === 'remote' && value.meetingUrl === '') {
    ctx.addIssue({
      code: 'custom',
      message: 'validation.required',
      params: { field: 'meetingUrl' },
      path: ['meetingUrl'],
    });
  }
}

export const InterviewInvitationSchema = InterviewInvitationObject.superRefine(invitationRules);
/** The route's input: the application (path) and the invitation's fields (body). */
export const InterviewInvitationInputSchema = applicationId
  .extend(InterviewInvitationObject.shape)
  .superRefine(invitationRules);
export type InterviewInvitation = z.infer<typeof InterviewInvitationSchema>;
export type InterviewInvitationInput = z.input<typeof InterviewInvitationSchema>;

/** One time slot: ISO instants (the browser shows them in its own zone). */
export const InterviewSlotSchema = z.object({
  id: z.uuid(),
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  state: InterviewSlotStateSchema,
});
export type InterviewSlot = z.infer<typeof InterviewSlotSchema>;

/** A message of the candidate: no slot fits, or a reschedule request. */
export const InterviewCandidateMessageSchema = z.object({
  /** redacted for employers (no name, e-mail, phone or address of the candidate) */
  message: z.string(),
  sentAt: z.iso.datetime(),
});

const interviewBase = z.object({
  applicationId: z.uuid(),
  status: ApplicationStatusSchema,
  interviewType: InterviewTypeSchema,
  /** seconds (INTERVIEW_DURATIONS) */
  duration: InterviewDurationSchema,
  location: z.string(),
  meetingUrl: z.string(),
  /** the zone the slots were planned in (COMPANY_TIME_ZONE), the calendar files' TZID */
  timeZone: z.string(),
  slots: z.array(InterviewSlotSchema),
  /** when the candidate confirmed a slot (null while they choose) */
  confirmedAt: z.iso.datetime().nullable(),
  /** the start of the confirmed slot */
  interviewAt: z.iso.datetime().nullable(),
  /** when the invitation was last sent */
  sentAt: z.iso.datetime(),
  /** the candidate's "none of these fits" message since the last sending (null otherwise) */
  noSlotFits: InterviewCandidateMessageSchema.nullable(),
  /** the candidate's request to move the confirmed interview (null otherwise) */
  rescheduleRequest: InterviewCandidateMessageSchema.nullable(),
});

/** The application's interview as employers see it (no candidate identity anywhere). */
export const EmployerInterviewSchema = interviewBase.extend({
  interviewers: z.array(AssigneeSchema),
  cc: z.array(z.string()),
  /** how the interview is named for employers, in calendar files too: "Application #N — job title" */
  title: z.string(),
  /**
   * the viewer decides and can change and resend the invitation: while nothing is confirmed, or as
   * new slots for a confirmed interview that has not begun (which goes back to `approved`)
   */
  canUpdate: z.boolean(),
});
export type EmployerInterview = z.infer<typeof EmployerInterviewSchema>;

/** The candidate's view of the interview (the interviewers' names are not shown to them). */
export const CandidateInterviewSchema = interviewBase.extend({
  jobTitle: z.string(),
  companyName: z.string(),
  /** the candidate can confirm a slot now (approved, nothing confirmed) */
  canChooseSlot: z.boolean(),
  /** the candidate can still ask to reschedule (confirmed, ≥ RESCHEDULE_WINDOW_HOURS before) */
  canRequestReschedule: z.boolean(),
});
export type CandidateInterview = z.infer<typeof CandidateInterviewSchema>;

export const InterviewMessageInputSchema = z.object({
  message: z
    .string({ error: 'validation.invalidType' })
    .trim()
    .refine((text) => text.length > 0, {
      error: 'validation.required',
      params: { field: 'message' },
      abort: true,
    })
    .refine((text) => text.length <= INTERVIEW_MESSAGE_MAX, {
      error: 'validation.tooLong',
      params: { max: INTERVIEW_MESSAGE_MAX },
    }),
});

const calendarApplication = z.object({
  applicationId: z.uuid(),
  jobTitle: z.string(),
  companyName: z.string(),
});

/** The candidate's calendar screen (spec section 2): ISO instants, shown in the browser's zone. */
export const CandidateCalendarSchema = z.object({
  /** confirmed interviews from now on, soonest first */
  interviews: z.array(
    calendarApplication.extend({
      start: z.iso.datetime(),
      end: z.iso.datetime(),
      interviewType: InterviewTypeSchema,
      location: z.string(),
      meetingUrl: z.string(),
    }),
  ),
  /** audio interviews still to record, by due date */
  recordingDueDates: z.array(calendarApplication.extend({ dueDate: z.iso.datetime() })),
  /** invitations waiting for the candidate's choice of slot, with their proposed slots */
  pendingSlotChoices: z.array(
    calendarApplication.extend({ sentAt: z.iso.datetime(), slots: z.array(InterviewSlotSchema) }),
  ),
});
export type CandidateCalendar = z.infer<typeof CandidateCalendarSchema>;

const employerTags = ['interviews'];
const candidateTags = ['interviews'];

export const employerInterviewsContract = {
  approveWithInvitation: oc
    .route({
      method: 'POST',
      path: '/company-applications/{applicationId}/interview-invitation',
      summary:
        'Approve with an interview invitation: type, duration, place, interviewers, cc and 1–10 slots → approved; the candidate gets the approval_message_{type} mail',
      tags: employerTags,
    })
    .input(InterviewInvitationInputSchema)
    .output(EmployerApplicationSchema),
  updateInvitation: oc
    .route({
      method: 'PUT',
      path: '/company-applications/{applicationId}/interview-invitation',
      summary:
        'Change the invitation (slots, place, interviewers) and resend it while no slot is confirmed, or propose new slots for a confirmed interview that has not begun (→ approved; both calendars get METHOD:CANCEL of the old time); the candidate gets the interview_invitation_{type} mail',
      tags: employerTags,
    })
    .input(InterviewInvitationInputSchema)
    .output(EmployerApplicationSchema),
  interview: oc
    .route({
      method: 'GET',
      path: '/company-applications/{applicationId}/interview',
      summary:
        "The application's interview: slots and their state, interviewers, the candidate's messages (redacted)",
      tags: employerTags,
    })
    .input(applicationId)
    .output(EmployerInterviewSchema),
};

export const candidateInterviewsContract = {
  interview: oc
    .route({
      method: 'GET',
      path: '/applications/{applicationId}/interview',
      summary: 'The interview invitation: the proposed slots (ISO), the confirmed one, the place',
      tags: candidateTags,
    })
    .input(applicationId)
    .output(CandidateInterviewSchema),
  confirmSlot: oc
    .route({
      method: 'POST',
      path: '/applications/{applicationId}/interview/slots/{slotId}/confirm',
      summary: 'Confirm one proposed slot → confirmed (interview_slot_reserved when taken meanwhile)',
      tags: candidateTags,
    })
    .input(applicationId.extend({ slotId: z.uuid() }))
    .output(CandidateInterviewSchema),
  noSlotFits: oc
    .route({
      method: 'POST',
      path: '/applications/{applicationId}/interview/none-fits',
      summary: 'Tell the employer that no proposed slot fits, with a short message',
      tags: candidateTags,
    })
    .input(applicationId.extend(InterviewMessageInputSchema.shape))
    .output(CandidateInterviewSchema),
  requestReschedule: oc
    .route({
      method: 'POST',
      path: '/applications/{applicationId}/interview/reschedule',
      summary: 'Ask to move the confirmed interview (until RESCHEDULE_WINDOW_HOURS before it)',
      tags: candidateTags,
    })
    .input(applicationId.extend(InterviewMessageInputSchema.shape))
    .output(CandidateInterviewSchema),
  calendar: oc
    .route({
      method: 'GET',
      path: '/calendar',
      summary: 'Upcoming interviews, recording due dates and pending slot choices across my applications',
      tags: candidateTags,
    })
    .output(CandidateCalendarSchema),
};
