import { Alert, Button, Paper, Rating, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { RATING_MAX, ScreeningRatingsSchema, TEXT_LIMITS } from '@veil/domain';
import type { EmployerApplication } from '@veil/domain/contracts';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { schemaErrors } from '../../lib/form-errors';
import { useLocale } from '../../lib/use-locale';
import { ErrorAlert } from '../../ui/alerts';
import { useChangeApplication } from './api';
import { QuestionAndAnswer } from './question-and-answer';

type Entry = { rating: number; comment: string };
type Values = { cv: Entry; answers: Record<string, Entry> };

const EMPTY: Entry = { rating: 0, comment: '' };

type RatingFieldProps = {
  label: string;
  commentLabel: string;
  value: Entry;
  error?: string;
  commentError?: string;
  onChange: (entry: Entry) => void;
};

/** 1–5 stars with a comment; the stars carry the field's label and error for screen readers. */
export function RatingField({ label, commentLabel, value, error, commentError, onChange }: RatingFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Stack gap={6}>
      <Stack gap={4}>
        <Text id={`${id}-label`} size="sm" fw={500}>
          {label}{' '}
          <Text component="span" c="red" aria-hidden>
            *
          </Text>
        </Text>
        <Rating
          role="radiogroup"
          value={value.rating}
          count={RATING_MAX}
          size="lg"
          onChange={(rating) => onChange({ ...value, rating })}
          aria-labelledby={`${id}-label`}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-invalid={error ? true : undefined}
          getSymbolLabel={(index) => t('employerApplications.rating.stars', { rating: index })}
        />
        {error ? (
          <Text id={`${id}-error`} size="xs" c="red">
            {error}
          </Text>
        ) : null}
      </Stack>
      <Textarea
        label={commentLabel}
        value={value.comment}
        onChange={(event) => onChange({ ...value, comment: event.currentTarget.value })}
        rows={2}
        error={commentError}
        description={`${value.comment.length} / ${TEXT_LIMITS.cvComment}`}
      />
    </Stack>
  );
}

/** One block of the form: what is rated (the question and its answer), then the field. */
function RatedItem({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        {title}
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * A reviewer's ratings while screening: the CV and every screening answer, 1–5 with a comment each,
 * checked with the domain's schema and submitted together, once.
 */
export function RatingForm({ application }: { application: EmployerApplication }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const change = useChangeApplication(application.id);
  const [values, setValues] = useState<Values>({ cv: EMPTY, answers: {} });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [incomplete, setIncomplete] = useState(false);
  const answers = application.screeningAnswers;

  const payload = () => ({
    cv: values.cv,
    answers: answers.map(({ questionId }) => ({ questionId, ...(values.answers[questionId] ?? EMPTY) })),
  });

  const submit = () => {
    const ratings = payload();
    const found = schemaErrors(ScreeningRatingsSchema, ratings, locale);
    setErrors(found);
    const missing = [ratings.cv, ...ratings.answers].some((entry) => entry.rating < 1);
    setIncomplete(missing);
    if (Object.keys(found).length > 0) return;
    change.mutate(
      { kind: 'rate', ratings },
      {
        onSuccess: () =>
          notifications.show({ color: 'green', message: t('employerApplications.rating.submitted') }),
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="h4">
            {t('employerApplications.rating.formTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('employerApplications.rating.formIntro')}
          </Text>
        </Stack>
        <RatedItem title={<Text fw={600}>{t('employerApplications.detail.cvTitle')}</Text>}>
          <RatingField
            label={t('employerApplications.rating.cvLabel')}
            commentLabel={t('employerApplications.rating.cvCommentLabel')}
            value={values.cv}
            error={errors['cv.rating']}
            commentError={errors['cv.comment']}
            onChange={(cv) => setValues((current) => ({ ...current, cv }))}
          />
        </RatedItem>
        {answers.map((answer, index) => (
          <RatedItem key={answer.questionId} title={<QuestionAndAnswer answer={answer} index={index} />}>
            <RatingField
              label={t('employerApplications.rating.answerLabel', { number: index + 1 })}
              commentLabel={t('employerApplications.rating.commentLabel')}
              value={values.answers[answer.questionId] ?? EMPTY}
              error={errors[`answers.${index}.rating`]}
              commentError={errors[`answers.${index}.comment`]}
              onChange={(entry) =>
                setValues((current) => ({
                  ...current,
                  answers: { ...current.answers, [answer.questionId]: entry },
                }))
              }
            />
          </RatedItem>
        ))}
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
