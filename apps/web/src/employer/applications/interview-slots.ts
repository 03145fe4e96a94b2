import { COMPANY_TIME_ZONE, type InterviewDuration, zonedDateKey, zonedParts } from '@veil/domain';
import type { InterviewSlotInput } from '@veil/domain/contracts';

/*
 * The proposed interview slots as the employer picks them: a day on the calendar and a start and an
 * end time of that day, all in the company's time zone (COMPANY_TIME_ZONE). The domain's
 * `InterviewInvitationSchema` judges what the API takes (same day, end after start, 1 to
 * INTERVIEW_SLOTS_MAX); these helpers only turn rows into instants and back.
 */

/** One row of the slot form: `YYYY-MM-DD` and `HH:mm` texts, empty while not picked. */
export type SlotRow = { key: string; day: string | null; start: string; end: string };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

/** The instant of a wall-clock time on a day in a zone, summer time or not; null for an incomplete one. */
export function zonedInstant(
  day: string | null,
  time: string,
  timeZone: string = COMPANY_TIME_ZONE,
): Date | null {
  const date = day ? DAY.exec(day) : null;
  const clock = TIME.exec(time);
  if (!date || !clock) return null;
  const wall = Date.UTC(
    Number(date[1]),
    Number(date[2]) - 1,
    Number(date[3]),
    Number(clock[1]),
    Number(clock[2]),
  );
  // the zone's offset at that moment: read the wall clock of a first guess, correct by the difference
  let instant = wall;
  for (let pass = 0; pass < 2; pass += 1) {
    const seen = zonedParts(new Date(instant), timeZone);
    instant += wall - Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute);
  }
  return new Date(instant);
}

const pad2 = (value: number) => String(value).padStart(2, '0');

/** `HH:mm` of an instant in a zone. */
function zonedTime(date: Date, timeZone: string): string {
  const { hour, minute } = zonedParts(date, timeZone);
  return `${pad2(hour)}:${pad2(minute)}`;
}

/** `HH:mm` a given number of minutes after `time`, kept within the day (23:59 at most). */
export function timeAfter(time: string, minutes: number): string {
  const clock = TIME.exec(time);
  if (!clock) return '';
  const total = Math.min(Number(clock[1]) * 60 + Number(clock[2]) + minutes, 23 * 60 + 59);
  return `${pad2(Math.floor(total / 60))}:${pad2(total % 60)}`;
}

let rowCount = 0;
/** A new row (its key keeps React's inputs apart when rows are removed). */
export function slotRow(day: string | null = null, start = '', end = ''): SlotRow {
  rowCount += 1;
  return { key: `slot-${rowCount}`, day, start, end };
}

/**
 * The row the form adds next: the day after the last row's day (or tomorrow), at the last row's
 * start time (or 10:00), as long as the interview lasts.
 */
export function nextSlotRow(rows: SlotRow[], duration: InterviewDuration, now: Date): SlotRow {
  const last = rows.at(-1);
  const from = last?.day ?? zonedDateKey(now, COMPANY_TIME_ZONE);
  const [, year, month, day] = DAY.exec(from) ?? [];
  const next = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day) + 1))
    .toISOString()
    .slice(0, 10);
  const start = last?.start || '10:00';
  return slotRow(next, start, timeAfter(start, duration / 60));
}

/** The rows of slots already proposed (ISO instants), in the company's zone. */
export function rowsOfSlots(slots: readonly { start: string; end: string }[]): SlotRow[] {
  return slots.map((slot) => {
    const start = new Date(slot.start);
    return slotRow(
      zonedDateKey(start, COMPANY_TIME_ZONE),
      zonedTime(start, COMPANY_TIME_ZONE),
      zonedTime(new Date(slot.end), COMPANY_TIME_ZONE),
    );
  });
}

/** A row as the API takes it; an incomplete row gives empty texts, which the schema refuses. */
export function slotOfRow(row: SlotRow): InterviewSlotInput {
  const start = zonedInstant(row.day, row.start);
  const end = zonedInstant(row.day, row.end);
  return { start: start?.toISOString() ?? '', end: end?.toISOString() ?? '' };
}

/** What the form checks beyond the schema: a missing part of a row, a start already past. */
export function slotRowProblem(row: SlotRow, now: Date): 'incomplete' | 'past' | null {
  const start = zonedInstant(row.day, row.start);
  if (!start || !TIME.test(row.end)) return 'incomplete';
  return start.getTime() <= now.getTime() ? 'past' : null;
}
