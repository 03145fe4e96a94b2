import { TagsInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { SKILL_TAG_MAX_LENGTH, SKILL_TAGS_MAX, SkillTagsSchema } from '@veil/domain';
import { useEffect } from 'react';
import { SectionCard } from '../../../features/forms/section-card';
import { schemaErrors, serverFieldErrors } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/translation';
import { useLocale } from '../../../lib/use-locale';
import { ErrorAlert } from '../../../ui/alerts';
import { useUpdateJobSection } from '../api';
import type { JobSectionProps } from './section-props';

/** The first error of the tag list, whichever tag it is about, shown at the input. */
function firstError(errors: Record<string, string>): Record<string, string> {
  const first = Object.values(errors)[0];
  return first === undefined ? {} : { skillTags: first };
}

/** Skill tags (at most 15, each at most 100 characters, no repeats). */
export function SkillsSection({ job, readOnly, onDirtyChange }: JobSectionProps) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const update = useUpdateJobSection(job.id);
  const form = useForm<{ skillTags: string[] }>({
    mode: 'controlled',
    initialValues: { skillTags: [...job.skillTags] },
  });
  const dirty = form.isDirty();
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const submit = form.onSubmit(({ skillTags }) => {
    const errors = schemaErrors(SkillTagsSchema, skillTags, locale);
    if (Object.keys(errors).length > 0) {
      form.setErrors(firstError(errors));
      return;
    }
    update.mutate(
      { updateType: 'skills', skillTags },
      {
        onSuccess: () => {
          form.resetDirty();
          notifications.show({ color: 'green', message: t('employerJobs.editor.saved.skills') });
        },
        onError: (error) => {
          const fields = serverFieldErrors(error, i18n);
          if (fields) form.setErrors(firstError(fields));
        },
      },
    );
  });
  const fieldErrorShown = update.isError && serverFieldErrors(update.error, i18n) !== null;

  return (
    <SectionCard
      id="skills"
      title={t('employerJobs.sections.skills')}
      description={t('employerJobs.editor.hints.skills', { max: SKILL_TAGS_MAX })}
      onSubmit={readOnly ? undefined : submit}
      dirty={dirty}
      saving={update.isPending}
      saveLabel={t('employerJobs.editor.save')}
    >
      <TagsInput
        label={t('fields.skillTags')}
        description={t('employerJobs.editor.skillsInputHint')}
        maxTags={SKILL_TAGS_MAX}
        splitChars={[',', ';']}
        clearable
        disabled={readOnly}
        maxLength={SKILL_TAG_MAX_LENGTH}
        {...form.getInputProps('skillTags')}
      />
      {update.isError && !fieldErrorShown ? (
        <ErrorAlert error={update.error} title={t('employerJobs.editor.saveFailed')} />
      ) : null}
    </SectionCard>
  );
}
