import { Button } from '@mantine/core';
import { IconBuilding, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';
import { adminPaths } from '../paths';

/** `/admin/`: the company list; empty until the first company is created. */
export function CompaniesPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.adminCompanies.title'));
  return (
    <>
      <PageHeader
        title={t('pages.adminCompanies.title')}
        description={t('pages.adminCompanies.description')}
      />
      <EmptyState
        icon={<IconBuilding size={28} aria-hidden />}
        title={t('pages.adminCompanies.emptyTitle')}
        description={t('pages.adminCompanies.emptyDescription')}
        action={
          <Button
            component={Link}
            to={adminPaths.createCompany}
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            {t('pages.adminCompanies.emptyAction')}
          </Button>
        }
      />
    </>
  );
}
