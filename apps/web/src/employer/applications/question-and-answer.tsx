import { Stack, Text } from '@mantine/core';
import type { ScreeningAnswer } from '@veil/domain/contracts';
import { useTranslation } from '../../lib/translation';

/** A screening question with its number and the candidate's (masked) answer. */
export function QuestionAndAnswer({ answer, index }: { answer: ScreeningAnswer; index: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {t('employerApplications.detail.question', { number: index + 1 })}
      </Text>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {answer.question}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {answer.answer || t('employerApplications.detail.noAnswer')}
      </Text>
    </Stack>
  );
}
