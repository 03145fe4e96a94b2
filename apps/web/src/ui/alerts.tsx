import { Alert } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useErrorMessage } from '../lib/error-message';

type ErrorAlertProps = {
  error: unknown;
  title?: string;
  /** Replaces the error's own message (e.g. a longer explanation). */
  children?: ReactNode;
};

/** A failed request explained in place, above the form's button; announced to screen readers. */
export function ErrorAlert({ error, title, children }: ErrorAlertProps) {
  const describe = useErrorMessage();
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={20} aria-hidden />}
      title={title}
      role="alert"
    >
      {children ?? describe(error)}
    </Alert>
  );
}

/** A neutral note above a form (signed out, password changed, code sent …). */
export function NoteAlert({
  children,
  title,
  color = 'veil',
}: {
  children: ReactNode;
  title?: string;
  color?: string;
}) {
  return (
    <Alert
      color={color}
      variant="light"
      icon={<IconInfoCircle size={20} aria-hidden />}
      title={title}
      role="status"
    >
      {children}
    </Alert>
  );
}
