import { Group, Paper, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconEyeOff, IconInfoCircle } from '@tabler/icons-react';
import type { EmployerApplication, ReviewerRatings } from '@veil/domain/contracts';
import { useTranslation } from '../../lib/translation';
import { RatingValue, useFormatSpread } from './rating-value';

/** Below this distance from the team a reviewer counts as in line, beyond it as lenient or harsh. */
const CALIBRATION_THRESHOLD = 0.5;

function calibration(usualSpread: number): 'lenient' | 'harsh' | 'even' {
  if (usualSpread >= CALIBRATION_THRESHOLD) return 'lenient';
  if (usualSpread <= -CALIBRATION_THRESHOLD) return 'harsh';
  return 'even';
}

function ReviewerRow({ entry }: { entry: ReviewerRatings }) {
  const { t } = useTranslation();
  const spread = useFormatSpread();
  const kind = calibration(entry.usualSpread);
  // a former member: the account was deleted after rating, the rating stays under the kept name
  const former = entry.reviewer.id === null;
  return (
    <Table.Tr>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>
        {entry.reviewer.name}
        {former ? (
          <Text component="span" size="xs" c="dimmed">
            {' '}
            ({t('employerApplications.ratings.formerMember')})
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        <RatingValue rating={entry.score} />
      </Table.Td>
      <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>{spread(entry.spreadFromTeam)}</Table.Td>
      <Table.Td>
        {former ? (
          <Text size="sm" c="dimmed" component="span">
            {t('employerApplications.ratings.formerUsual')}
          </Text>
        ) : (
          <Tooltip
            label={t('employerApplications.ratings.usualHint', { count: entry.ratedApplications })}
            withArrow
          >
            <Text size="sm" component="span" tabIndex={0} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {spread(entry.usualSpread)}{' '}
              <Text
                component="span"
                size="xs"
                c={kind === 'even' ? 'dimmed' : kind === 'harsh' ? 'red.9' : 'teal.9'}
              >
                ({t(`employerApplications.ratings.calibration.${kind}`)})
              </Text>
            </Text>
          </Tooltip>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The ratings: hidden from a reviewer until their own are submitted (only the count shows), then
 * each reviewer's score with its spread from the team on this application and their usual spread
 * (harsh or lenient), how many of the audio reviewers have rated, and the overall rating (which
 * includes the audio ratings).
 */
export function RatingsOverview({ application }: { application: EmployerApplication }) {
  const { t } = useTranslation();
  const counts = { submitted: application.ratingsSubmitted, total: application.ratingsExpected };
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="application-ratings">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} fz="h5" id="application-ratings">
            {t('employerApplications.ratings.title')}
          </Title>
          {application.ratings ? (
            <Group gap={6} wrap="nowrap">
              <Text size="sm" c="dimmed">
                {t('employerApplications.ratings.overall')}
              </Text>
              <RatingValue rating={application.overallRating} size="md" />
            </Group>
          ) : null}
        </Group>
        {application.ratings === null ? (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconEyeOff size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm">{t('employerApplications.ratings.hidden', counts)}</Text>
          </Group>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('employerApplications.ratings.submittedCount', counts)}
            </Text>
            {application.audioRatingsExpected > 0 ? (
              <Text size="sm" c="dimmed">
                {t('employerApplications.audio.ratingsCount', {
                  submitted: application.audioRatingsSubmitted,
                  total: application.audioRatingsExpected,
                })}
              </Text>
            ) : null}
            {application.ratings.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('employerApplications.ratings.none')}
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={280} type="native">
                <Table
                  verticalSpacing={6}
                  horizontalSpacing={6}
                  fz="sm"
                  aria-label={t('employerApplications.ratings.title')}
                >
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('employerApplications.ratings.reviewer')}</Table.Th>
                      <Table.Th>{t('employerApplications.ratings.score')}</Table.Th>
                      <Table.Th>{t('employerApplications.ratings.spread')}</Table.Th>
                      <Table.Th>{t('employerApplications.ratings.usual')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {application.ratings.map((entry) => (
                      <ReviewerRow key={entry.id} entry={entry} />
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            <Group gap={6} wrap="nowrap" align="flex-start">
              <IconInfoCircle size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
              <Text size="xs" c="dimmed">
                {t('employerApplications.ratings.calibrationHelp')}
              </Text>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
