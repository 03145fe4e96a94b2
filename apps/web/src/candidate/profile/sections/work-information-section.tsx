import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { WorkInformationSchema } from '@veil/domain';
import type { Resume } from '@veil/domain/contracts';
import { useEffect } from 'react';
import { schemaErrors } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/translation';
import { useLocale } from '../../../lib/use-locale';
import { useUpdateResumeSection } from '../api';
import { ResumeSectionCard } from './resume-section-card';
import type { ResumeSectionProps } from './section-props';
import { resumeFieldErrors } from './server-errors';
import { WorkInformationFields, type WorkInformationValues } from './work-information-fields';

function valuesOf(resume: Resume): WorkInformationValues {
  return {
    personalHeadline: resume.workInformation.personalHeadline,
    openTo: [...resume.workInformation.openTo],
  };
}

/** The personal headline (what employers read first) and the job types the candidate is open to. */
export function WorkInformationSection({ resume, onDirtyChange }: ResumeSectionProps) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const update = useUpdateResumeSection();
  const form = useForm<WorkInformationValues>({ mode: 'controlled', initialValues: valuesOf(resume) });
  const dirty = form.isDirty();
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const submit = form.onSubmit((values) => {
    const errors = schemaErrors(WorkInformationSchema, values, locale);
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      return;
    }
    update.mutate(
      { updateType: 'workInformation', newData: values },
      {
        onSuccess: (stored) => {
          const next = valuesOf(stored);
          form.setInitialValues(next);
          form.setValues(next);
          form.resetDirty(next);
          notifications.show({
            color: 'green',
            message: t('candidateProfile.sections.saved', {
              section: t('candidateProfile.sections.workInformation'),
            }),
          });
        },
        onError: (error) => {
          const fields = resumeFieldErrors(error, i18n);
          if (fields)
            form.setErrors(
              Object.fromEntries(
                Object.entries(fields).map(([path, text]) => [path.replace(/^newData\./, ''), text]),
              ),
            );
        },
      },
    );
  });
  // the alert stays unless every field the server named is an input of this section
  const serverFields = update.isError ? resumeFieldErrors(update.error, i18n) : null;
  const fieldErrorShown =
    serverFields !== null &&
    Object.keys(serverFields).every((path) =>
      Object.hasOwn(form.getValues(), path.replace(/^newData\./, '')),
    );

  return (
    <ResumeSectionCard
      id="workInformation"
      title={t('candidateProfile.sections.workInformation')}
      description={t('candidateProfile.workInformation.hint')}
      onSubmit={submit}
      onCancel={() => {
        form.reset();
        update.reset();
      }}
      dirty={dirty}
      saving={update.isPending}
      error={update.isError && !fieldErrorShown ? update.error : undefined}
    >
      <WorkInformationFields form={form} />
    </ResumeSectionCard>
  );
}
