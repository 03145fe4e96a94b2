import { Stack, Text } from '@mantine/core';
import type { ScreeningAnswer } from '@veil/domain/contracts';
import { useTranslation } from '../../lib/translation';

/**
 * The screening questions with the candidate's answers, numbered as the job asks them: on the
 * application's page, and on the review before sending, where they go with the anonymous CV.
 */
export function ScreeningAnswersList({ answers }: { answers: readonly ScreeningAnswer[] }) {
  const { t } = useTranslation();
  if (answers.length === 0) return <Text c="dimmed">{t('candidateApplications.detail.noAnswers')}</Text>;
  return (
    <Stack gap="md" component="dl" m={0}>
      {answers.map((item, index) => (
        <Stack key={item.questionId} gap={4}>
          <Text component="dt" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {index + 1}. {item.question}
          </Text>
          <Text
            component="dd"
            m={0}
            c={item.answer ? undefined : 'dimmed'}
            style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          >
            {item.answer || t('candidateApplications.detail.noAnswer')}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
