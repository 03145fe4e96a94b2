import { Button } from '@mantine/core';
import { IconBriefcase, IconInbox } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';
import { employerPaths } from '../paths';

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
        action={
          <Button
            component={Link}
            to={employerPaths.jobs}
            leftSection={<IconBriefcase size={18} aria-hidden />}
          >
            {t('pages.employerApplications.emptyAction')}
          </Button>
        }
      />
    </>
  );
}
