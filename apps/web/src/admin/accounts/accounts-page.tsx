import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import {
  IconArrowLeft,
  IconEdit,
  IconPlayerPlay,
  IconPower,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { CompanyListItem } from '@veil/domain/contracts';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { AccountsManager } from '../../features/accounts/accounts-manager';
import { InviteAccountModal } from '../../features/accounts/invite-account-modal';
import { useErrorMessage } from '../../lib/error-message';
import { useTranslation } from '../../lib/translation';
import { usePageTitle } from '../../lib/use-page-title';
import { EmailAddress } from '../../ui/email-address';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { LoadingSkeleton } from '../../ui/loading-skeleton';
import { PageHeader } from '../../ui/page-header';
import { companyQuery } from '../companies/api';
import { CompanyStatusBadge } from '../companies/company-status-badge';
import { CompanyStatusModal } from '../companies/company-status-modal';
import { RenameCompanyModal } from '../companies/rename-company-modal';
import { adminPaths } from '../paths';
import { accountsQuery, useAccountMutations, useAddAccount } from './api';

function BackLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={adminPaths.companies} size="sm" mb="xs" display="inline-block">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        {t('admin.common.allCompanies')}
      </Group>
    </Anchor>
  );
}

/** Head counts under the company name, as label and number (no plural forms to get wrong). */
function CompanyFacts({ company }: { company: CompanyListItem }) {
  const { t } = useTranslation();
  const fact = (label: string, value: number) => (
    <Text size="sm" c="dimmed">
      {label}:{' '}
      <Text span fw={600} c="dark">
        {value}
      </Text>
    </Text>
  );
  return (
    <Group gap="md" wrap="wrap" mt={-8} style={{ rowGap: 4 }}>
      <CompanyStatusBadge isActive={company.isActive} />
      {fact(t('admin.companies.columns.users'), company.userCount)}
      {fact(t('admin.companies.columns.powerUsers'), company.powerUserCount)}
      {fact(t('admin.companies.columns.jobPosts'), company.jobPostCount)}
      <Text size="sm" c="dimmed">
        <EmailAddress email={company.email} />
      </Text>
    </Group>
  );
}

/** `/admin/company/{companyId}/accounts`: a company's people, invitations and roles. */
export function AccountsPage() {
  const { companyId = '' } = useParams();
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const company = useQuery(companyQuery(companyId));
  const accounts = useQuery(accountsQuery(companyId));
  const mutations = useAccountMutations(companyId);
  const add = useAddAccount(companyId);
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<CompanyListItem | null>(null);
  const [toggling, setToggling] = useState<CompanyListItem | null>(null);
  usePageTitle(
    company.data ? t('admin.accounts.pageTitle', { company: company.data.name }) : t('admin.accounts.title'),
  );

  if (company.isPending) {
    return (
      <>
        <BackLink />
        <LoadingSkeleton variant="page" rows={4} />
      </>
    );
  }
  if (company.isError) {
    return (
      <>
        <BackLink />
        <ErrorState
          title={t('admin.accounts.companyLoadFailed')}
          message={describe(company.error)}
          onRetry={() => void company.refetch()}
        />
      </>
    );
  }

  const current = company.data;
  let list: ReactNode;
  if (accounts.isPending) list = <LoadingSkeleton rows={3} />;
  else if (accounts.isError)
    list = (
      <ErrorState
        title={t('admin.accounts.loadFailed')}
        message={describe(accounts.error)}
        onRetry={() => void accounts.refetch()}
      />
    );
  else if (accounts.data.length === 0)
    list = (
      <EmptyState
        icon={<IconUsers size={28} aria-hidden />}
        title={t('admin.accounts.emptyTitle')}
        description={t('admin.accounts.emptyDescription')}
        action={
          <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => setAdding(true)}>
            {t('admin.accounts.add')}
          </Button>
        }
      />
    );
  else
    list = (
      <AccountsManager
        accounts={accounts.data}
        label={t('admin.accounts.tableLabel')}
        mutations={mutations}
        showCreatedAt
        companyActive={current.isActive}
      />
    );

  return (
    <>
      <BackLink />
      <PageHeader
        title={current.name}
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconEdit size={18} aria-hidden />}
              onClick={() => setRenaming(current)}
            >
              {t('admin.companies.actions.rename')}
            </Button>
            {current.isActive ? (
              <Button
                variant="outline"
                color="red"
                leftSection={<IconPower size={18} aria-hidden />}
                onClick={() => setToggling(current)}
              >
                {t('admin.accounts.deactivateCompany')}
              </Button>
            ) : null}
            <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => setAdding(true)}>
              {t('admin.accounts.add')}
            </Button>
          </>
        }
      />
      <Stack gap="md">
        <CompanyFacts company={current} />
        {current.isActive ? null : (
          <Alert color="gray" variant="light" title={t('admin.accounts.inactiveCompany.title')}>
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('admin.accounts.inactiveCompany.text')}</Text>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconPlayerPlay size={16} aria-hidden />}
                onClick={() => setToggling(current)}
              >
                {t('admin.accounts.activateCompany')}
              </Button>
            </Stack>
          </Alert>
        )}
        {list}
      </Stack>
      <InviteAccountModal
        opened={adding}
        onClose={() => setAdding(false)}
        title={t('admin.addAccount.title', { company: current.name })}
        invite={add}
      />
      <RenameCompanyModal company={renaming} onClose={() => setRenaming(null)} />
      <CompanyStatusModal company={toggling} onClose={() => setToggling(null)} />
    </>
  );
}
