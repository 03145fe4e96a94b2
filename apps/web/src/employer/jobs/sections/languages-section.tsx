import { ActionIcon, Button, Group, Select, Stack, Text, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  JOB_LANGUAGES_MAX,
  JobLanguagesSchema,
  type LanguageLevel,
  LanguageLevelSchema,
  languageOptions,
} from '@veil/domain';
import { useEffect, useMemo } from 'react';
import { SectionCard } from '../../../features/forms/section-card';
import { enumOptions } from '../../../lib/enum-labels';
import { schemaErrors, serverFieldErrors } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/translation';
import { useLocale } from '../../../lib/use-locale';
import { ErrorAlert } from '../../../ui/alerts';
import { useUpdateJobSection } from '../api';
import { newRowKey } from './row-key';
import type { JobSectionProps } from './section-props';

type Row = { key: string; iso: string | null; level: LanguageLevel | null };
type Values = { languages: Row[] };

/** The languages the job needs, each with the level it needs. */
export function LanguagesSection({ job, readOnly, onDirtyChange }: JobSectionProps) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const update = useUpdateJobSection(job.id);
  const languages = useMemo(() => languageOptions(locale), [locale]);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      languages: job.languages.map(({ iso, level }) => ({ key: newRowKey(), iso, level })),
    },
  });
  const dirty = form.isDirty();
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  const rows = form.getValues().languages;
  const used = new Set(rows.map((row) => row.iso));

  const submit = form.onSubmit((values) => {
    const errors: Record<string, string> = {};
    values.languages.forEach((row, index) => {
      if (!row.iso)
        errors[`languages.${index}.iso`] = t('validation.required', { field: t('fields.language') });
      if (!row.level)
        errors[`languages.${index}.level`] = t('validation.required', {
          field: t('employerJobs.editor.level'),
        });
    });
    const chosen = values.languages.map(({ iso, level }) => ({ iso: iso ?? '', level: level ?? 'fluent' }));
    for (const [path, text] of Object.entries(schemaErrors(JobLanguagesSchema, chosen, locale))) {
      const at = path === '' ? 'languages' : `languages.${path}`;
      if (!Object.hasOwn(errors, at)) errors[at] = text;
    }
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      return;
    }
    update.mutate(
      { updateType: 'languages', languages: chosen },
      {
        onSuccess: () => {
          form.resetDirty();
          notifications.show({ color: 'green', message: t('employerJobs.editor.saved.languages') });
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
      id="languages"
      title={t('employerJobs.sections.languages')}
      description={t('employerJobs.editor.hints.languages')}
      onSubmit={readOnly ? undefined : submit}
      dirty={dirty}
      saving={update.isPending}
      saveLabel={t('employerJobs.editor.save')}
    >
      <Stack gap="sm">
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('employerJobs.editor.noLanguages')}
          </Text>
        ) : null}
        {rows.map((row, index) => (
          <Group key={row.key} gap="sm" align="flex-start" wrap="nowrap">
            <Group gap="sm" align="flex-start" wrap="wrap" style={{ flex: 1, minWidth: 0 }}>
              <Select
                label={t('employerJobs.editor.languageNumbered', { number: index + 1 })}
                required
                searchable
                placeholder={t('employerJobs.form.choose')}
                nothingFoundMessage={t('employerJobs.form.nothingFound')}
                data={languages.map((option) => ({
                  ...option,
                  disabled: option.value !== row.iso && used.has(option.value),
                }))}
                disabled={readOnly}
                style={{ flex: '1 1 12rem', minWidth: 0 }}
                {...form.getInputProps(`languages.${index}.iso`)}
              />
              <Select
                label={t('employerJobs.editor.levelNumbered', { number: index + 1 })}
                required
                placeholder={t('employerJobs.form.choose')}
                data={enumOptions(locale, 'languageLevel')}
                disabled={readOnly}
                style={{ flex: '1 1 12rem', minWidth: 0 }}
                {...form.getInputProps(`languages.${index}.level`)}
                onChange={(value) => {
                  const parsed = LanguageLevelSchema.safeParse(value);
                  form.setFieldValue(`languages.${index}.level`, parsed.success ? parsed.data : null);
                }}
              />
            </Group>
            {readOnly ? null : (
              <Tooltip label={t('employerJobs.editor.removeLanguage')} withArrow>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  mt={26}
                  aria-label={t('employerJobs.editor.removeLanguageNumbered', { number: index + 1 })}
                  onClick={() => form.removeListItem('languages', index)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        ))}
        {!readOnly && rows.length < JOB_LANGUAGES_MAX ? (
          <Group>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => form.insertListItem('languages', { key: newRowKey(), iso: null, level: null })}
            >
              {t('employerJobs.editor.addLanguage')}
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
