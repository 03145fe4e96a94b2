import { Fragment } from 'react';

/** Where an address may wrap: after its "@" and before each dot, e.g. `greta.hansen@ | firma | .example`. */
export function emailParts(email: string): string[] {
  return email.split(/(?<=@)|(?=\.)/);
}

/**
 * An e-mail address in running text, tables and cards: it wraps only at its "@" and its dots, never
 * inside a word or at its hyphens (narrow columns used to cut "hafen-blick" or "exam-ple").
 */
export function EmailAddress({ email }: { email: string }) {
  const parts = emailParts(email);
  return (
    <span style={{ overflowWrap: 'normal', wordBreak: 'normal' }}>
      {parts.map((part, index) => (
        <Fragment key={parts.slice(0, index + 1).join('')}>
          {index > 0 ? <wbr /> : null}
          {/* not even at a hyphen: "e2e-signup-17" stays one piece */}
          <span style={{ whiteSpace: 'nowrap' }}>{part}</span>
        </Fragment>
      ))}
    </span>
  );
}
