/**
 * Numeric limits of the spec (sections 5 and 9) other than text lengths (`text-limits.ts`) and files
 * (`upload.ts`). Durations carry their unit in the name.
 */

export const SKILL_TAGS_MAX = 15;
export const SKILL_TAG_MAX_LENGTH = 100;
export const WORK_EXPERIENCES_MAX = 15;
export const PHONE_MAX_LENGTH = 15;
export const PASSWORD_MIN_LENGTH = 8;
export const VERIFICATION_CODE_LENGTH = 6;

export const REVIEWERS_MIN = 1;
export const REVIEWERS_MAX = 9;

export const AUDIO_QUESTION_MIN_SECONDS = 5;
export const AUDIO_QUESTION_MAX_SECONDS = 180;
/** Time a candidate gets to read a question before recording starts by itself. */
export const RECORDING_READ_SECONDS = 30;
/** A single re-record is allowed only this long after finishing the first answer. */
export const RE_RECORD_WINDOW_SECONDS = 60;
export const RE_RECORDS_MAX = 1;

export const ACTIVATION_LINK_VALIDITY_DAYS = 7;
/**
 * Failed sign-ins to one address from one network address before that address must wait; each further
 * failure doubles the wait, from SIGN_IN_FIRST_WAIT_SECONDS up to SIGN_IN_MAX_WAIT_MINUTES.
 */
export const SIGN_IN_ATTEMPTS_MAX = 5;
export const SIGN_IN_FIRST_WAIT_SECONDS = 60;
export const SIGN_IN_MAX_WAIT_MINUTES = 60;
/** How long failures from one network address are remembered (a success from it forgets them). */
export const SIGN_IN_FAILURE_MEMORY_HOURS = 24;
/**
 * Failed sign-ins to one address from anywhere within an hour before unfamiliar network addresses
 * are slowed down too (from SIGN_IN_FIRST_WAIT_SECONDS, doubling, up to SIGN_IN_ADDRESS_MAX_WAIT_MINUTES)
 * and the owner is told by e-mail; addresses the owner signed in from before are not slowed.
 */
export const SIGN_IN_ADDRESS_ATTEMPTS_MAX = 20;
export const SIGN_IN_ADDRESS_MAX_WAIT_MINUTES = 15;
/** The longest a sign-in can be held back; the login page names it. */
export const SIGN_IN_ATTEMPT_WINDOW_MINUTES = SIGN_IN_MAX_WAIT_MINUTES;
/** The forgot-password answer tells users to allow this long before checking junk mail. */
export const RESET_EMAIL_WAIT_MINUTES = 15;
/** Our choice (the spec shows a countdown without its length): long enough to stop resend spam. */
export const VERIFICATION_CODE_RESEND_SECONDS = 60;

/** Keyset paging; the spec names no defaults, these keep lists fast and screens full. */
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

/** The promised reply time for an application's progress, in working days. */
export const STATUS_REPLY_WORKING_DAYS = { min: 5, max: 7 } as const;

/** Reminder due-date thresholds in hours (spec section 4). */
export const DUE_DATE_THRESHOLD_HOURS = { date: 72, twoDays: 48, oneDay: 24 } as const;
/** Code mails (sign-up or password reset) one address receives in an hour at most, against mail floods. */
export const CODE_MAILS_PER_HOUR = 5;

/**
 * Retention (GDPR, AGG § 15): a rejected application is erased this long after the rejection, the
 * period in which a rejection can be challenged; the privacy policy promises the same.
 */
export const REJECTED_APPLICATION_RETENTION_DAYS = 180;
/** A deletion log is kept this long, then only its notice remains. */
export const DELETION_LOG_RETENTION_YEARS = 3;
