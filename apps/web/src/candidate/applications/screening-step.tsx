import { Alert, Button, Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { TEXT_LIMITS } from '@veil/domain';
import type { ScreeningAnswer } from '@veil/domain/contracts';
import { useErrorMessage } from '../../lib/error-message';
import { useTranslation } from '../../lib/translation';

/** The draft's saving state, shown beside the answers. */
export type SaveState = { status: 'idle' | 'saving' | 'saved' | 'failed'; error?: unknown };

type ScreeningStepProps = {
  questions: readonly ScreeningAnswer[];
  answers: Readonly<Record<string, string>>;
  /** questionId → the message of an answer that cannot be sent yet */
  errors: Readonly<Record<string, string>>;
  onChange: (questionId: string, answer: string) => void;
  /** Leaving a field saves the draft. */
  onBlur: () => void;
  saveState: SaveState;
  onRetry: () => void;
};

/** What the saving indicator says: saving, saved, or why it failed with a retry. */
function SavingIndicator({ saveState, onRetry }: { saveState: SaveState; onRetry: () => void }) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  if (saveState.status === 'failed')
    return (
      <Alert
        color="red"
        variant="light"
        role="alert"
        icon={<IconAlertCircle size={20} aria-hidden />}
        title={t('candidateApplications.apply.saveFailed')}
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{describe(saveState.error)}</Text>
          <Button size="xs" variant="default" onClick={onRetry}>
            {t('candidateApplications.apply.retrySave')}
          </Button>
        </Stack>
      </Alert>
    );
  return (
    <Group gap={6} mih={24} aria-live="polite">
      {saveState.status === 'saving' ? (
        <>
          <Loader size={14} aria-hidden />
          <Text size="sm" c="dimmed">
            {t('candidateApplications.apply.saving')}
          </Text>
        </>
      ) : null}
      {saveState.status === 'saved' ? (
        <>
          <IconCheck size={16} aria-hidden color="var(--mantine-color-green-7)" />
          <Text size="sm" c="dimmed">
            {t('candidateApplications.apply.saved')}
          </Text>
        </>
      ) : null}
    </Group>
  );
}

/**
 * The third apply step: one field per screening question (≤ 500 characters), saved as a draft
 * when a field is left and on "next". What was typed stays in the fields whatever the server says.
 */
export function ScreeningStep({
  questions,
  answers,
  errors,
  onChange,
  onBlur,
  saveState,
  onRetry,
}: ScreeningStepProps) {
  const { t } = useTranslation();
  if (questions.length === 0) return <Text c="dimmed">{t('candidateApplications.apply.noScreening')}</Text>;
  const max = TEXT_LIMITS.question;
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {t('candidateApplications.apply.screeningIntro', { max })}
      </Text>
      {questions.map((question, index) => {
        const value = answers[question.questionId] ?? '';
        return (
          <Textarea
            key={question.questionId}
            label={`${index + 1}. ${question.question}`}
            styles={{ label: { overflowWrap: 'anywhere' } }}
            value={value}
            onChange={(event) => onChange(question.questionId, event.currentTarget.value)}
            onBlur={onBlur}
            maxLength={max}
            rows={4}
            resize="vertical"
            error={errors[question.questionId]}
            description={t('candidateApplications.apply.characters', { count: value.length, max })}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
        );
      })}
      <SavingIndicator saveState={saveState} onRetry={onRetry} />
    </Stack>
  );
}
