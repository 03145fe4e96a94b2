import { IconInbox } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/use-page-title';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';

/** `/employer/applications`: the employer's landing page; empty until the first application arrives. */
export function ApplicationsPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.employerApplications.title'));
  return (
    <>
      <PageHeader
        title={t('pages.employerApplications.title')}
        description={t('pages.employerApplications.description')}
      />
      <EmptyState
        icon={<IconInbox size={28} aria-hidden />}
        title={t('pages.employerApplications.emptyTitle')}
        description={t('pages.employerApplications.emptyDescription')}
      />
    </>
  );
}
