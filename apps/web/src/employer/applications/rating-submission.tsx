import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { schemaErrors } from '../../lib/form-errors';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { ErrorAlert } from '../../ui/alerts';
import { type ApplicationChange, useChangeApplication } from './api';

/** One rated item in a form: 1–5 stars (0 while unrated) and a comment. */
export type RatingEntry = { rating: number; comment: string };

export const EMPTY_RATING: RatingEntry = { rating: 0, comment: '' };

/** The changes a rating form submits: the screening's ratings or the audio interview's. */
type RatingChange = Extract<ApplicationChange, { kind: 'rate' | 'rateAudio' }>;
type Schema = Parameters<typeof schemaErrors>[0];

/**
 * The submit the screening's and the audio interview's rating forms share: the ratings are checked
 * with the domain's schema (errors keyed by field path), a missing star anywhere shows one notice
 * above the button, and only valid ratings are sent, once.
 */
export function useRatingSubmission(applicationId: string) {
  const { t } = useTranslation();
  const locale = useLocale();
  const change = useChangeApplication(applicationId);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [incomplete, setIncomplete] = useState(false);

  /** `rated` lists every entry of the ratings, each of which needs its stars. */
  const submit = (schema: Schema, request: RatingChange, rated: readonly RatingEntry[]) => {
    const found = schemaErrors(schema, request.ratings, locale);
    setErrors(found);
    setIncomplete(rated.some((entry) => entry.rating < 1));
    if (Object.keys(found).length > 0) return;
    change.mutate(request, {
      onSuccess: () =>
        notifications.show({ color: 'green', message: t('employerApplications.rating.submitted') }),
    });
  };

  return { errors, incomplete, change, submit };
}

type RatingSubmission = ReturnType<typeof useRatingSubmission>;

/**
 * The frame of a rating form: title and intro, the rated items, the notices (a missing star, a
 * refused submit) and the submit button.
 */
export function RatingFormShell({
  intro,
  submission,
  onSubmit,
  children,
}: {
  intro: string;
  submission: RatingSubmission;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { incomplete, change } = submission;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="h4">
            {t('employerApplications.rating.formTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {intro}
          </Text>
        </Stack>
        {children}
        {incomplete ? (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={20} aria-hidden />}>
            {t('validation.rating.allAnswersEvaluated')}
          </Alert>
        ) : null}
        {change.error ? (
          <ErrorAlert error={change.error} title={t('employerApplications.rating.submitFailed')} />
        ) : null}
        <div>
          <Button type="submit" loading={change.isPending}>
            {t('employerApplications.rating.submit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
