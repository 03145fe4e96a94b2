import { ActionIcon, Button, Group, NumberInput, Paper, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  AUDIO_QUESTION_MAX_SECONDS,
  AUDIO_QUESTION_MIN_SECONDS,
  AudioQuestionsSchema,
  JOB_QUESTIONS_MAX,
  TEXT_LIMITS,
} from '@veil/domain';
import { useEffect } from 'react';
import { SectionCard } from '../../../features/forms/section-card';
import { schemaErrors, serverFieldErrors } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/translation';
import { useLocale } from '../../../lib/use-locale';
import { ErrorAlert } from '../../../ui/alerts';
import { useUpdateJobSection } from '../api';
import { newRowKey } from './row-key';
import type { JobSectionProps } from './section-props';

/** The answer time a new audio question starts with. */
const DEFAULT_SECONDS = 60;

type Row = { key: string; question: string; duration: number | string };
type Values = { audioQuestions: Row[] };

/** Questions the candidate answers by voice, each with its answer time (5 s to 3 min). */
export function AudioQuestionsSection({ job, readOnly, onDirtyChange }: JobSectionProps) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const update = useUpdateJobSection(job.id);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      audioQuestions: job.audioQuestions.map(({ question, duration }) => ({
        key: newRowKey(),
        question,
        duration,
      })),
    },
  });
  const dirty = form.isDirty();
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  const rows = form.getValues().audioQuestions;

  const submit = form.onSubmit((values) => {
    const audioQuestions = values.audioQuestions.map(({ question, duration }) => ({
      question,
      // an emptied field is no number: the schema names it as invalid
      duration: typeof duration === 'number' ? duration : Number.NaN,
    }));
    const errors = schemaErrors(AudioQuestionsSchema, audioQuestions, locale);
    if (Object.keys(errors).length > 0) {
      form.setErrors(
        Object.fromEntries(Object.entries(errors).map(([path, text]) => [`audioQuestions.${path}`, text])),
      );
      return;
    }
    update.mutate(
      { updateType: 'audio_questions', audioQuestions },
      {
        onSuccess: () => {
          form.resetDirty();
          notifications.show({ color: 'green', message: t('employerJobs.editor.saved.audio_questions') });
        },
        onError: (error) => {
          const fields = serverFieldErrors(error, i18n);
          if (fields) form.setErrors(fields);
        },
      },
    );
  });
  const fieldErrorShown = update.isError && serverFieldErrors(update.error, i18n) !== null;

  return (
    <SectionCard
      id="audio_questions"
      title={t('employerJobs.sections.audio_questions')}
      description={t('employerJobs.editor.hints.audio_questions', {
        min: AUDIO_QUESTION_MIN_SECONDS,
        max: AUDIO_QUESTION_MAX_SECONDS / 60,
      })}
      onSubmit={readOnly ? undefined : submit}
      dirty={dirty}
      saving={update.isPending}
      saveLabel={t('employerJobs.editor.save')}
    >
      <Stack gap="sm">
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('employerJobs.editor.noAudioQuestions')}
          </Text>
        ) : null}
        {rows.map((row, index) => (
          <Paper key={row.key} withBorder p="sm" radius="md">
            <Group gap="sm" align="flex-start" wrap="nowrap">
              <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
                <Textarea
                  label={t('employerJobs.editor.audioQuestion', { number: index + 1 })}
                  required
                  resize="vertical"
                  rows={2}
                  maxLength={TEXT_LIMITS.question}
                  disabled={readOnly}
                  {...form.getInputProps(`audioQuestions.${index}.question`)}
                />
                <NumberInput
                  label={t('employerJobs.editor.answerTime', { number: index + 1 })}
                  description={t('employerJobs.editor.answerTimeHint', {
                    min: AUDIO_QUESTION_MIN_SECONDS,
                    max: AUDIO_QUESTION_MAX_SECONDS,
                  })}
                  required
                  min={AUDIO_QUESTION_MIN_SECONDS}
                  max={AUDIO_QUESTION_MAX_SECONDS}
                  allowDecimal={false}
                  allowNegative={false}
                  clampBehavior="none"
                  maw={340}
                  disabled={readOnly}
                  {...form.getInputProps(`audioQuestions.${index}.duration`)}
                />
              </Stack>
              {readOnly ? null : (
                <Tooltip label={t('employerJobs.editor.removeQuestion')} withArrow>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    mt={26}
                    aria-label={t('employerJobs.editor.removeAudioQuestion', { number: index + 1 })}
                    onClick={() => form.removeListItem('audioQuestions', index)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          </Paper>
        ))}
        {!readOnly && rows.length < JOB_QUESTIONS_MAX ? (
          <Group>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() =>
                form.insertListItem('audioQuestions', {
                  key: newRowKey(),
                  question: '',
                  duration: DEFAULT_SECONDS,
                })
              }
            >
              {t('employerJobs.editor.addAudioQuestion')}
            </Button>
          </Group>
        ) : null}
      </Stack>
      {update.isError && !fieldErrorShown ? (
        <ErrorAlert error={update.error} title={t('employerJobs.editor.saveFailed')} />
      ) : null}
    </SectionCard>
  );
}
