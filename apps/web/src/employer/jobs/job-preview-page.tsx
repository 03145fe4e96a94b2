import { Alert, Anchor, Group, Stack } from '@mantine/core';
import { IconArrowLeft, IconEye } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { JobView } from '../../features/job-view/job-view';
import { useTranslation } from '../../lib/translation';
import { usePageTitle } from '../../lib/use-page-title';
import { PageHeader } from '../../ui/page-header';
import { QueryPlaceholder } from '../../ui/query-placeholder';
import { companyFilesQuery, companyProfileQuery } from '../company/api';
import { employerPaths } from '../paths';
import { jobQuery } from './api';
import { BackToJobs } from './back-to-jobs';

/**
 * `/employer/jobs/{id}/preview`: the job exactly as candidates will see it (the candidates' own job
 * view), with the company's name and logo, drafts included, so it can be checked before publishing.
 */
export function JobPreviewPage() {
  const { t } = useTranslation();
  const { jobId = '' } = useParams();
  const job = useQuery(jobQuery(jobId));
  const company = useQuery(companyProfileQuery());
  // the logo is a nicety: the preview does not wait for it nor fail without it
  const files = useQuery(companyFilesQuery());
  usePageTitle(
    job.data
      ? t('employerJobs.preview.title', { title: job.data.jobTitle })
      : t('employerJobs.actions.preview'),
  );

  if (!job.isSuccess || !company.isSuccess) {
    return (
      <>
        <BackToJobs />
        <PageHeader title={t('employerJobs.actions.preview')} />
        <QueryPlaceholder
          query={job.isSuccess ? company : job}
          errorTitle={t('employerJobs.editor.loadFailed')}
          variant="page"
          rows={4}
        />
      </>
    );
  }
  return (
    <Stack gap="md">
      <Anchor component={Link} to={employerPaths.job(job.data.id)} size="sm" display="inline-block">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          {t('employerJobs.preview.back')}
        </Group>
      </Anchor>
      <Alert color="veil" variant="light" icon={<IconEye size={20} aria-hidden />} role="status">
        {t('employerJobs.preview.banner')}
        {job.data.status === 'draft' ? ` ${t('employerJobs.preview.draftBanner')}` : null}
      </Alert>
      <JobView
        job={job.data}
        company={{
          id: company.data.id,
          name: company.data.name,
          logoUrl: files.data?.logo?.url ?? null,
        }}
      />
    </Stack>
  );
}
