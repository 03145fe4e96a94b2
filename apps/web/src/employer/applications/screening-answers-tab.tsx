import { Alert, Group, Paper, Rating, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconMessageQuestion } from '@tabler/icons-react';
import type { EmployerApplication } from '@veil/domain/contracts';
import { useTranslation } from '../../lib/translation';
import { EmptyState } from '../../ui/empty-state';
import { QuestionAndAnswer } from './question-and-answer';
import { RatingForm } from './rating-form';

export type GivenRating = { name: string; rating: number; comment: string };

/** Ratings already given to one item (the viewer's own, or everyone's once they may see them). */
export function GivenRatings({ title, ratings }: { title: string; ratings: readonly GivenRating[] }) {
  const { t } = useTranslation();
  if (ratings.length === 0) return null;
  return (
    <Stack gap={6} component="section" aria-label={title}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {title}
      </Text>
      {ratings.map((given) => (
        <Stack key={given.name} gap={2}>
          <Group gap="xs" wrap="wrap">
            <Text size="sm" fw={500}>
              {given.name}
            </Text>
            <Rating
              value={given.rating}
              readOnly
              size="sm"
              role="img"
              aria-label={t('employerApplications.rating.stars', { rating: given.rating })}
            />
          </Group>
          {given.comment ? (
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {given.comment}
            </Text>
          ) : null}
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * The screening answers. A reviewer rates them here while screening (with the CV, in one form);
 * afterwards each answer shows the viewer's own rating, and everyone's once they may see them.
 */
export function ScreeningAnswersTab({ application }: { application: EmployerApplication }) {
  const { t } = useTranslation();
  const answers = application.screeningAnswers;
  const canRate = application.operations.includes('rate') && application.ownRatings === null;
  if (canRate) return <RatingForm application={application} />;

  const isReviewer = application.capacities.includes('reviewer');
  const you = t('employerApplications.rating.yourRating');
  const givenFor = (questionId: string | null): GivenRating[] => {
    if (application.ratings) {
      return application.ratings.flatMap((reviewer) => {
        const entry =
          questionId === null
            ? reviewer.cv
            : reviewer.answers.find((answer) => answer.questionId === questionId);
        return entry ? [{ name: reviewer.reviewer.name, rating: entry.rating, comment: entry.comment }] : [];
      });
    }
    const own = application.ownRatings;
    if (!own) return [];
    const entry =
      questionId === null ? own.cv : own.answers.find((answer) => answer.questionId === questionId);
    return entry ? [{ name: you, rating: entry.rating, comment: entry.comment }] : [];
  };
  const ratingsTitle = application.ratings
    ? t('employerApplications.rating.othersOnAnswer')
    : t('employerApplications.rating.yourRating');

  return (
    <Stack gap="md">
      {isReviewer && application.status === 'applied' ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} aria-hidden />}>
          {t('employerApplications.rating.notYet')}
        </Alert>
      ) : null}
      {givenFor(null).length > 0 ? (
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Text fw={600}>{t('employerApplications.detail.cvTitle')}</Text>
            <GivenRatings title={ratingsTitle} ratings={givenFor(null)} />
          </Stack>
        </Paper>
      ) : null}
      {answers.length === 0 ? (
        <EmptyState
          icon={<IconMessageQuestion size={28} aria-hidden />}
          title={t('employerApplications.detail.tabs.answers')}
          description={t('employerApplications.detail.noAnswers')}
        />
      ) : (
        answers.map((answer, index) => (
          <Paper key={answer.questionId} withBorder p="md" radius="md" component="article">
            <Stack gap="sm">
              <QuestionAndAnswer answer={answer} index={index} />
              <GivenRatings title={ratingsTitle} ratings={givenFor(answer.questionId)} />
            </Stack>
          </Paper>
        ))
      )}
    </Stack>
  );
}
