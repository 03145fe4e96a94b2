import { Fragment } from 'react';

/** Where an address may wrap: after its "@" and before each dot, e.g. `greta.hansen@ | firma | .example`. */
export function emailParts(email: string): string[] {
  return email.split(/(?<=@)|(?=\.)/);
}

/**
 * An e-mail address in running text, tables and cards: it wraps only at its "@" and its dots, never
 * inside a word (narrow columns used to cut "hafen-blick" or "exam-ple" anywhere).
 */
export function EmailAddress({ email }: { email: string }) {
  const parts = emailParts(email);
  return (
    <span style={{ overflowWrap: 'normal', wordBreak: 'normal' }}>
      {parts.map((part, index) => (
        <Fragment key={parts.slice(0, index + 1).join('')}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
