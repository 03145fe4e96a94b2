import { Paper, Rating, Stack, Text, Textarea } from '@mantine/core';
import { RATING_MAX, ScreeningRatingsSchema, TEXT_LIMITS } from '@veil/domain';
import type { EmployerApplication } from '@veil/domain/contracts';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from '../../lib/translation';
import { QuestionAndAnswer } from './question-and-answer';
import { EMPTY_RATING, type RatingEntry, RatingFormShell, useRatingSubmission } from './rating-submission';

type Values = { cv: RatingEntry; answers: Record<string, RatingEntry> };

type RatingFieldProps = {
  label: string;
  commentLabel: string;
  value: RatingEntry;
  error?: string;
  commentError?: string;
  onChange: (entry: RatingEntry) => void;
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
  const submission = useRatingSubmission(application.id);
  const { errors } = submission;
  const [values, setValues] = useState<Values>({ cv: EMPTY_RATING, answers: {} });
  const answers = application.screeningAnswers;

  const submit = () => {
    const ratings = {
      cv: values.cv,
      answers: answers.map(({ questionId }) => ({
        questionId,
        ...(values.answers[questionId] ?? EMPTY_RATING),
      })),
    };
    submission.submit(ScreeningRatingsSchema, { kind: 'rate', ratings }, [ratings.cv, ...ratings.answers]);
  };

  return (
    <RatingFormShell
      intro={t('employerApplications.rating.formIntro')}
      submission={submission}
      onSubmit={submit}
    >
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
            value={values.answers[answer.questionId] ?? EMPTY_RATING}
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
    </RatingFormShell>
  );
}
