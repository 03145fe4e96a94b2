import { ActionIcon, Button, Group, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { JOB_QUESTIONS_MAX, ScreeningQuestionsSchema, TEXT_LIMITS } from '@veil/domain';
import { useEffect } from 'react';
import { SectionCard } from '../../../features/forms/section-card';
import { schemaErrors, serverFieldErrors } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/translation';
import { useLocale } from '../../../lib/use-locale';
import { ErrorAlert } from '../../../ui/alerts';
import { useUpdateJobSection } from '../api';
import { newRowKey } from './row-key';
import type { JobSectionProps } from './section-props';

type Values = { screeningQuestions: { key: string; question: string }[] };

/** Written questions the candidate answers when applying (each at most 500 characters). */
export function ScreeningQuestionsSection({ job, readOnly, onDirtyChange }: JobSectionProps) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const update = useUpdateJobSection(job.id);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      screeningQuestions: job.screeningQuestions.map(({ question }) => ({ key: newRowKey(), question })),
    },
  });
  const dirty = form.isDirty();
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  const rows = form.getValues().screeningQuestions;

  const submit = form.onSubmit((values) => {
    const screeningQuestions = values.screeningQuestions.map(({ question }) => ({ question }));
    const errors = schemaErrors(ScreeningQuestionsSchema, screeningQuestions, locale);
    if (Object.keys(errors).length > 0) {
      form.setErrors(
        Object.fromEntries(
          Object.entries(errors).map(([path, text]) => [`screeningQuestions.${path}`, text]),
        ),
      );
      return;
    }
    update.mutate(
      { updateType: 'screening_questions', screeningQuestions },
      {
        onSuccess: () => {
          form.resetDirty();
          notifications.show({ color: 'green', message: t('employerJobs.editor.saved.screening_questions') });
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
      id="screening_questions"
      title={t('employerJobs.sections.screening_questions')}
      description={t('employerJobs.editor.hints.screening_questions', { max: TEXT_LIMITS.question })}
      onSubmit={readOnly ? undefined : submit}
      dirty={dirty}
      saving={update.isPending}
      saveLabel={t('employerJobs.editor.save')}
    >
      <Stack gap="sm">
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('employerJobs.editor.noScreeningQuestions')}
          </Text>
        ) : null}
        {rows.map((row, index) => (
          <Group key={row.key} gap="sm" align="flex-start" wrap="nowrap">
            <Textarea
              label={t('employerJobs.editor.screeningQuestion', { number: index + 1 })}
              required
              resize="vertical"
              rows={2}
              maxLength={TEXT_LIMITS.question}
              disabled={readOnly}
              style={{ flex: 1, minWidth: 0 }}
              {...form.getInputProps(`screeningQuestions.${index}.question`)}
            />
            {readOnly ? null : (
              <Tooltip label={t('employerJobs.editor.removeQuestion')} withArrow>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  mt={26}
                  aria-label={t('employerJobs.editor.removeScreeningQuestion', { number: index + 1 })}
                  onClick={() => form.removeListItem('screeningQuestions', index)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        ))}
        {!readOnly && rows.length < JOB_QUESTIONS_MAX ? (
          <Group>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => form.insertListItem('screeningQuestions', { key: newRowKey(), question: '' })}
            >
              {t('employerJobs.editor.addScreeningQuestion')}
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
