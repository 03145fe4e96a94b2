import { useState } from 'react';

type DialogSubject<T> = {
  /** Whether the dialog is open (a subject is given). */
  opened: boolean;
  /** The subject, kept while the dialog fades out so its text does not change on the way. */
  subject: T | null;
  /** Counts the openings: a `key` for the dialog's form, so each opening starts fresh. */
  session: number;
};

/** The thing a dialog is about (a company, an account), steady while the dialog closes. */
export function useDialogSubject<T>(subject: T | null): DialogSubject<T> {
  const [state, setState] = useState({ last: subject, kept: subject, session: 0 });
  if (subject !== state.last) {
    setState({
      last: subject,
      kept: subject ?? state.kept,
      session: subject !== null && state.last === null ? state.session + 1 : state.session,
    });
  }
  return { opened: subject !== null, subject: subject ?? state.kept, session: state.session };
}
