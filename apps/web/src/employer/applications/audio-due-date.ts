import {
  AUDIO_DUE_DATE_DEFAULT_DAYS,
  AUDIO_DUE_DATE_MAX_DAYS,
  DEFAULT_TIME_ZONE,
  defaultAudioDueDate,
  isAudioDueDateAllowed,
  zonedDateKey,
  zonedParts,
} from '@veil/domain';

/*
 * The due date of the audio interview as the employer picks it: a calendar day, due at its end
 * (23:59 in the zone dates are shown in), so "due on 5.03." means the whole of that day. The
 * domain's `isAudioDueDateAllowed` decides what the API takes; these helpers only turn days into
 * instants and offer the days it takes.
 */

/** The wall-clock time a due day ends at, in DEFAULT_TIME_ZONE. */
export const DUE_TIME = { hour: 23, minute: 59 } as const;

const DAY_MS = 24 * 3_600_000;
const KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day `days` after a `YYYY-MM-DD` day (negative: before). */
export function addDays(dateKey: string, days: number): string {
  const [, year, month, day] = KEY.exec(dateKey) ?? [];
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day) + days));
  return date.toISOString().slice(0, 10);
}

/** The instant a due day ends (23:59 of `YYYY-MM-DD` in the zone), summer time or not. */
export function dueInstant(dateKey: string, timeZone: string = DEFAULT_TIME_ZONE): Date {
  const [, year, month, day] = KEY.exec(dateKey) ?? [];
  const wall = Date.UTC(Number(year), Number(month) - 1, Number(day), DUE_TIME.hour, DUE_TIME.minute);
  // the zone's offset at that moment: read the wall clock of a first guess, correct by the difference
  let instant = wall;
  for (let pass = 0; pass < 2; pass += 1) {
    const seen = zonedParts(new Date(instant), timeZone);
    const seenWall = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute);
    instant += wall - seenWall;
  }
  return new Date(instant);
}

/** The days a due date may be picked from now: from today (while it lasts) to AUDIO_DUE_DATE_MAX_DAYS ahead. */
export function dueDayRange(
  now: Date,
  options: { after?: string | null; timeZone?: string } = {},
): { min: string; max: string } {
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  let min = zonedDateKey(now, timeZone);
  if (dueInstant(min, timeZone).getTime() <= now.getTime()) min = addDays(min, 1);
  // an extension moves the due date later, never earlier
  if (options.after && addDays(options.after, 1) > min) min = addDays(options.after, 1);
  let max = zonedDateKey(new Date(now.getTime() + AUDIO_DUE_DATE_MAX_DAYS * DAY_MS), timeZone);
  while (max >= min && !isAudioDueDateAllowed(dueInstant(max, timeZone), now)) max = addDays(max, -1);
  return { min, max };
}

/** The day the invitation form starts with (AUDIO_DUE_DATE_DEFAULT_DAYS ahead). */
export function defaultDueDay(now: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return zonedDateKey(defaultAudioDueDate(now), timeZone);
}

/**
 * The day the extension form starts with: AUDIO_DUE_DATE_DEFAULT_DAYS after the current due day,
 * or after today once that has passed, within what may be picked.
 */
export function proposedExtensionDay(
  current: string | null,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const { min, max } = dueDayRange(now, { after: current, timeZone });
  const fromCurrent = current ? addDays(current, AUDIO_DUE_DATE_DEFAULT_DAYS) : min;
  const fromToday = defaultDueDay(now, timeZone);
  const proposed = fromCurrent > fromToday ? fromCurrent : fromToday;
  return proposed > max ? max : proposed < min ? min : proposed;
}

/**
 * What is wrong with a picked due day: none picked, or a day outside `dueDayRange` (in the past by
 * now, when the form stayed open over midnight, too far ahead, or not after the current due date).
 */
export function dueDayProblem(
  dateKey: string | null,
  now: Date,
  options: { after?: string | null; timeZone?: string } = {},
): 'required' | 'range' | null {
  if (!dateKey || !KEY.test(dateKey)) return 'required';
  const { min, max } = dueDayRange(now, options);
  return dateKey < min || dateKey > max ? 'range' : null;
}
