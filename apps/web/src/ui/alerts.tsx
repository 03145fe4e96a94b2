import { Alert, Anchor, Text } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api-errors';
import { useErrorMessage } from '../lib/error-message';
import { readRuntimeConfig } from '../lib/runtime-config';
import { useTranslation } from '../lib/translation';

/** Errors whose message tells the user to contact support: they get the support address as a link. */
const SUPPORT_CODES: ReadonlySet<string> = new Set([
  'user_inactive',
  'company_inactive',
  'configuration_error',
  'malformed_resume_data',
]);

/** "You can reach our support at …", with the configured address as a mail link. */
export function SupportContact() {
  const { t } = useTranslation();
  const email = readRuntimeConfig().supportEmail;
  if (!email) return null;
  // the sentence in the reader's language, with the address itself as the link
  const [before, after] = t('auth.supportContact', { email: '\u0000' }).split('\u0000');
  return (
    <Text size="sm" mt={4}>
      {before}
      <Anchor href={`mailto:${email}`} inherit>
        {email}
      </Anchor>
      {after}
    </Text>
  );
}

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
      {error instanceof ApiError && SUPPORT_CODES.has(error.code) ? <SupportContact /> : null}
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
