import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { SectionCard } from '../../../features/forms/section-card';
import { serverFieldErrors } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/translation';
import { useLocale } from '../../../lib/use-locale';
import { ErrorAlert } from '../../../ui/alerts';
import { useUpdateJobSection } from '../api';
import {
  checkJobInformation,
  type JobInformationValues,
  jobInformationValues,
  toFormErrors,
} from '../job-form';
import { JobInformationFields } from '../job-information-fields';
import type { JobSectionProps } from './section-props';

/** The job information (title, types, contract, experience, place, salary, industry), saved together. */
export function JobInformationSection({ job, readOnly, onDirtyChange }: JobSectionProps) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const update = useUpdateJobSection(job.id);
  const form = useForm<JobInformationValues>({
    mode: 'controlled',
    initialValues: jobInformationValues(job),
  });
  const dirty = form.isDirty();
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const submit = form.onSubmit((values) => {
    const checked = checkJobInformation(values, locale);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return;
    }
    update.mutate(
      { updateType: 'job_information', ...checked.information },
      {
        onSuccess: () => {
          form.resetDirty();
          notifications.show({ color: 'green', message: t('employerJobs.editor.saved.job_information') });
        },
        onError: (error) => {
          const fields = serverFieldErrors(error, i18n);
          if (fields) form.setErrors(toFormErrors(fields));
        },
      },
    );
  });
  const fieldErrorShown = update.isError && serverFieldErrors(update.error, i18n) !== null;

  return (
    <SectionCard
      id="job_information"
      title={t('employerJobs.sections.job_information')}
      onSubmit={readOnly ? undefined : submit}
      dirty={dirty}
      saving={update.isPending}
      saveLabel={t('employerJobs.editor.save')}
    >
      <JobInformationFields form={form} disabled={readOnly} />
      {update.isError && !fieldErrorShown ? (
        <ErrorAlert error={update.error} title={t('employerJobs.editor.saveFailed')} />
      ) : null}
    </SectionCard>
  );
}
