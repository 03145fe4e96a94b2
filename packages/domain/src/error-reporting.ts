/**
 * The spec's error reporting (section 9), one rule for the server and the browser: the sample rates,
 * the errors not worth a report, and how a message is scrubbed before it leaves (words that could be
 * data become "…").
 */
export const ERROR_REPORTING = {
  tracesSampleRate: 0.7,
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1,
  ignoreErrors: [
    // a thrown or rejected non-Error (a string, an event): nothing to find in the code
    /^Non-Error exception captured/,
    /^Non-Error promise rejection captured/,
    // the browser's notice that layout ran twice in one frame, harmless
    /ResizeObserver loop/,
  ],
} as const;

/** What a word of an error message may be to be sent: lower-case ASCII, no digits, quotes or @. */
const PLAIN_WORD = /^[a-z_]+[.,:;!?()]*$/;

/**
 * An error message as sent: words that could be data (a name, an address, an id, a number, anything
 * quoted) are replaced by "…". Messages of the code and its libraries stay readable ("relation …
 * does not exist"); a message a value was pasted into loses the value. The allow-list goes by the
 * shape of a word, because a person's name has no pattern to search for.
 */
export function scrubMessage(message: string): string {
  return message
    .split(/\s+/)
    .map((word) => (PLAIN_WORD.test(word) ? word : '…'))
    .join(' ')
    .replace(/…( …)+/g, '…')
    .slice(0, 300);
}
