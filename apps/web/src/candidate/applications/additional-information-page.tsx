import './copy';
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconFiles } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { DocumentLinks } from '../../features/company-profile/document-links';
import { NotFoundPage } from '../../features/status-pages/not-found-page';
import { useTranslation } from '../../lib/translation';
import { usePageTitle } from '../../lib/use-page-title';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';
import { QueryPlaceholder } from '../../ui/query-placeholder';
import { publicCompanyFilesQuery } from '../companies/api';
import { candidatePaths } from '../paths';
import { applicationQuery } from './api';
import { BackLink } from './back-link';

/**
 * The company's documents for applicants (data protection first, then the others), from its public
 * files; `split` shows the two kinds under headings of their own (the page), else one list (the
 * application's section).
 */
export function CompanyDocuments({
  companyId,
  companyName,
  split = false,
}: {
  companyId: string;
  companyName?: string;
  split?: boolean;
}) {
  const { t } = useTranslation();
  const files = useQuery(publicCompanyFilesQuery(companyId));
  if (!files.isSuccess)
    return (
      <QueryPlaceholder
        query={files}
        errorTitle={t('candidateApplications.detail.documentsFailed')}
        rows={1}
      />
    );
  const { documents } = files.data;
  if (documents.length === 0)
    return split ? (
      <EmptyState
        icon={<IconFiles size={28} aria-hidden />}
        title={t('candidateApplications.detail.noDocuments')}
        description={t('candidateApplications.detail.noDocumentsText', { company: companyName ?? '' })}
        action={
          <Button component={Link} to={candidatePaths.companyInfo(companyId)} variant="light">
            {t('candidateApplications.detail.openCompany')}
          </Button>
        }
      />
    ) : (
      <Text c="dimmed">{t('candidateApplications.detail.noDocuments')}</Text>
    );
  if (!split)
    return (
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('candidateApplications.detail.documentsText')}
        </Text>
        <DocumentLinks documents={documents} />
      </Stack>
    );
  const groups = [
    { key: 'dataProtection', entries: documents.filter((entry) => entry.fileType === 'data_protection') },
    { key: 'otherDocuments', entries: documents.filter((entry) => entry.fileType !== 'data_protection') },
  ].filter((group) => group.entries.length > 0);
  return (
    <Stack gap="lg">
      {groups.map((group) => (
        <Stack
          key={group.key}
          gap="sm"
          component="section"
          aria-label={t(`candidateApplications.detail.${group.key}`)}
        >
          <Title order={2} size="h4">
            {t(`candidateApplications.detail.${group.key}`)}
          </Title>
          <DocumentLinks documents={group.entries} />
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * `/candidate/additional-information/{jobId}/{applicationId}` (spec section 2): the additional
 * company information of one application as a page of its own: the company's data-protection
 * notices and other documents. Only for the candidate's own application, and only under its job.
 */
export function AdditionalInformationPage() {
  const { jobId = '', applicationId = '' } = useParams();
  const { t } = useTranslation();
  usePageTitle(t('candidateApplications.detail.documents'));
  const query = useQuery(applicationQuery(applicationId));
  const back = (
    <BackLink
      to={candidatePaths.application(applicationId)}
      label={t('candidateApplications.detail.backToApplication')}
    />
  );
  if (!query.isSuccess)
    return (
      <>
        {back}
        <QueryPlaceholder
          query={query}
          errorTitle={t('candidateApplications.detail.loadFailed')}
          variant="page"
        />
      </>
    );
  const { job, company } = query.data;
  if (job.id !== jobId) return <NotFoundPage />;
  return (
    <>
      {back}
      <PageHeader
        title={t('candidateApplications.detail.documents')}
        description={t('candidateApplications.detail.documentsPageText', {
          company: company.name,
          job: job.jobTitle,
        })}
      />
      <CompanyDocuments companyId={company.id} companyName={company.name} split />
    </>
  );
}
