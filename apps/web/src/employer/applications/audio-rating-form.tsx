import { Paper, Stack } from '@mantine/core';
import {
  AudioRatingsSchema,
  type EmployerApplication,
  type EmployerAudioAnswer,
} from '@veil/domain/contracts';
import { useState } from 'react';
import { useTranslation } from '../../lib/translation';
import { AudioAnswerView } from './audio-answer-view';
import { RatingField } from './rating-form';
import { EMPTY_RATING, type RatingEntry, RatingFormShell, useRatingSubmission } from './rating-submission';

/**
 * An audio reviewer's ratings while evaluating: every audio answer heard and rated 1–5 with a
 * comment, checked with the domain's schema and submitted together, once; the others' ratings show
 * only afterwards (the same independent scoring as the screening).
 */
export function AudioRatingForm({
  application,
  answers,
}: {
  application: EmployerApplication;
  answers: readonly EmployerAudioAnswer[];
}) {
  const { t } = useTranslation();
  const submission = useRatingSubmission(application.id);
  const { errors } = submission;
  const [values, setValues] = useState<Record<string, RatingEntry>>({});

  const submit = () => {
    const ratings = {
      answers: answers.map(({ questionId }) => ({ questionId, ...(values[questionId] ?? EMPTY_RATING) })),
    };
    submission.submit(AudioRatingsSchema, { kind: 'rateAudio', ratings }, ratings.answers);
  };

  return (
    <RatingFormShell
      intro={t('employerApplications.audio.ratingIntro')}
      submission={submission}
      onSubmit={submit}
    >
      {answers.map((answer, index) => (
        <Paper key={answer.questionId} withBorder p="md" radius="md" component="article">
          <Stack gap="md">
            <AudioAnswerView applicationId={application.id} answer={answer} index={index} canListen />
            <RatingField
              label={t('employerApplications.rating.answerLabel', { number: index + 1 })}
              commentLabel={t('employerApplications.rating.commentLabel')}
              value={values[answer.questionId] ?? EMPTY_RATING}
              error={errors[`answers.${index}.rating`]}
              commentError={errors[`answers.${index}.comment`]}
              onChange={(entry) => setValues((current) => ({ ...current, [answer.questionId]: entry }))}
            />
          </Stack>
        </Paper>
      ))}
    </RatingFormShell>
  );
}
