import './copy';
import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { AnonymousCvView } from '../../features/anonymous-cv/anonymous-cv-view';
import { useTranslation } from '../../lib/translation';
import { usePageTitle } from '../../lib/use-page-title';
import { PageHeader } from '../../ui/page-header';
import { QueryPlaceholder } from '../../ui/query-placeholder';
import { candidatePaths } from '../paths';
import { applicationQuery } from './api';
import { BackLink } from './back-link';
import { CvPending } from './cv-pending';

/**
 * `/candidate/anonymous-cv/{applicationId}`: the anonymous CV of one application alone, exactly as
 * the employer reads it (the one sent with it; while applying, the one that would be sent).
 */
export function ApplicationCvPage() {
  const { applicationId = '' } = useParams();
  const { t } = useTranslation();
  usePageTitle(t('candidateApplications.cv.title'));
  const query = useQuery(applicationQuery(applicationId));
  const back = (
    <BackLink to={candidatePaths.application(applicationId)} label={t('candidateApplications.cv.back')} />
  );
  if (!query.isSuccess)
    return (
      <>
        {back}
        <QueryPlaceholder
          query={query}
          errorTitle={t('candidateApplications.cv.loadFailed')}
          variant="page"
        />
      </>
    );
  const application = query.data;
  return (
    <>
      {back}
      {application.anonymousCv ? (
        <Stack gap="sm">
          <Text c="dimmed">
            {t('candidateApplications.cv.description', { job: application.job.jobTitle })}
          </Text>
          <AnonymousCvView
            cv={application.anonymousCv}
            title={t('candidateApplications.cv.title')}
            headingLevel={1}
          />
        </Stack>
      ) : (
        <>
          <PageHeader title={t('candidateApplications.cv.title')} />
          <CvPending />
        </>
      )}
    </>
  );
}
