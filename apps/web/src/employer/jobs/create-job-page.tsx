import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { SectionCard } from '../../features/forms/section-card';
import { UnsavedChangesGuard } from '../../features/forms/unsaved-changes-guard';
import { serverFieldErrors } from '../../lib/form-errors';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { usePageTitle } from '../../lib/use-page-title';
import { ErrorAlert } from '../../ui/alerts';
import { PageHeader } from '../../ui/page-header';
import { QueryPlaceholder } from '../../ui/query-placeholder';
import { employerPaths } from '../paths';
import { useCreateJob } from './api';
import { BackToJobs } from './back-to-jobs';
import { CompanyIncompleteNotice, useCompanyGate } from './company-gate';
import {
  checkJobInformation,
  emptyJobInformation,
  type JobInformationValues,
  toFormErrors,
} from './job-form';
import { JobInformationFields } from './job-information-fields';

/**
 * `/employer/jobs/add-manually`: the job information every job starts with. Saving creates the draft
 * and opens its editor for the other sections.
 */
export function CreateJobPage() {
  const { t } = useTranslation();
  usePageTitle(t('employerJobs.create.title'));
  const gate = useCompanyGate();

  const header = (
    <>
      <BackToJobs />
      <PageHeader title={t('employerJobs.create.title')} description={t('employerJobs.create.description')} />
    </>
  );
  if (!gate.company.isSuccess) {
    return (
      <>
        {header}
        <QueryPlaceholder query={gate.company} errorTitle={t('employerJobs.create.companyLoadFailed')} />
      </>
    );
  }
  return (
    <>
      {header}
      {gate.blocked ? (
        <CompanyIncompleteNotice missing={gate.missing} canComplete={gate.canComplete} />
      ) : (
        <CreateJobForm industry={gate.company.data.industry} />
      )}
    </>
  );
}

function CreateJobForm({ industry }: { industry: JobInformationValues['industry'] }) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const create = useCreateJob();
  const form = useForm<JobInformationValues>({
    mode: 'controlled',
    initialValues: emptyJobInformation(industry),
  });
  const dirty = form.isDirty() && !create.isSuccess;
  // to the editor once the page no longer counts as unsaved (the guard would ask otherwise)
  const created = create.data;
  useEffect(() => {
    if (created) navigate(employerPaths.job(created.id), { replace: true });
  }, [created, navigate]);

  const submit = form.onSubmit((values) => {
    const checked = checkJobInformation(values, locale);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return;
    }
    create.mutate(checked.information, {
      onSuccess: () => notifications.show({ color: 'green', message: t('employerJobs.create.created') }),
      onError: (error) => {
        const fields = serverFieldErrors(error, i18n);
        if (fields) form.setErrors(toFormErrors(fields));
      },
    });
  });
  const fieldErrorShown = create.isError && serverFieldErrors(create.error, i18n) !== null;

  return (
    <Stack gap="lg" maw={1100}>
      <SectionCard
        id="job-information"
        title={t('employerJobs.sections.job_information')}
        description={t('employerJobs.create.informationHint')}
        onSubmit={submit}
        dirty={form.isDirty()}
        saving={create.isPending}
        saveLabel={t('employerJobs.create.submit')}
      >
        <JobInformationFields form={form} />
        {create.isError && !fieldErrorShown ? (
          <ErrorAlert error={create.error} title={t('employerJobs.create.failed')} />
        ) : null}
      </SectionCard>
      <UnsavedChangesGuard sections={dirty ? [t('employerJobs.sections.job_information')] : []} />
    </Stack>
  );
}
