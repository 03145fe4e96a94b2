import {
  ActionIcon,
  Anchor,
  Group,
  Menu,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconArrowsSort,
  IconDots,
  IconEdit,
  IconPlayerPlay,
  IconPower,
  IconSortAscending,
  IconSortDescending,
  IconUsers,
} from '@tabler/icons-react';
import { formatDate } from '@veil/domain';
import type { CompanyListItem } from '@veil/domain/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/translation';
import { EmailAddress } from '../../ui/email-address';
import { CardFact, PlainList } from '../../ui/plain-list';
import { TableFrame, useListLayout } from '../../ui/table-frame';
import { adminPaths } from '../paths';
import { type CompanySort, nextSort } from './company-sort';
import { CompanyStatusBadge } from './company-status-badge';

export type CompanyActions = {
  onRename: (company: CompanyListItem) => void;
  onToggleStatus: (company: CompanyListItem) => void;
};

type CompaniesTableProps = CompanyActions & {
  companies: readonly CompanyListItem[];
  sort: CompanySort;
  onSort: (sort: CompanySort) => void;
};

/** The company list: a table with sortable name and date columns, stacked cards on phones. */
export function CompaniesTable(props: CompaniesTableProps) {
  return useListLayout() === 'cards' ? <CompanyCards {...props} /> : <CompanyRows {...props} />;
}

/** The row menu: open accounts, rename, activate or deactivate. */
export function CompanyActionsMenu({
  company,
  onRename,
  onToggleStatus,
}: CompanyActions & { company: CompanyListItem }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={220}>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('admin.companies.actions.menu', { name: company.name })}
        >
          <IconDots size={20} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component={Link}
          to={adminPaths.companyAccounts(company.id)}
          leftSection={<IconUsers size={16} aria-hidden />}
        >
          {t('admin.companies.actions.openAccounts')}
        </Menu.Item>
        <Menu.Item leftSection={<IconEdit size={16} aria-hidden />} onClick={() => onRename(company)}>
          {t('admin.companies.actions.rename')}
        </Menu.Item>
        {company.isActive ? (
          <Menu.Item
            color="red"
            leftSection={<IconPower size={16} aria-hidden />}
            onClick={() => onToggleStatus(company)}
          >
            {t('admin.companies.actions.deactivate')}
          </Menu.Item>
        ) : (
          <Menu.Item
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
            onClick={() => onToggleStatus(company)}
          >
            {t('admin.companies.actions.activate')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

function CompanyName({ company }: { company: CompanyListItem }) {
  return (
    <Anchor component={Link} to={adminPaths.companyAccounts(company.id)} fw={600} c="veil.8">
      {company.name}
    </Anchor>
  );
}

type SortHeaderProps = {
  column: 'name' | 'created';
  sort: CompanySort;
  onSort: (sort: CompanySort) => void;
  children: ReactNode;
};

/** A column header that sorts the loaded rows; `aria-sort` tells screen readers the order. */
function SortHeader({ column, sort, onSort, children }: SortHeaderProps) {
  const active = column === 'name' ? sort.startsWith('name') : sort.startsWith('created');
  const ascending = sort.endsWith('Asc');
  const Icon = !active ? IconArrowsSort : ascending ? IconSortAscending : IconSortDescending;
  return (
    <Table.Th aria-sort={active ? (ascending ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(nextSort(sort, column))} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap">
          {children}
          <Icon
            size={16}
            aria-hidden
            color={active ? 'var(--mantine-color-veil-7)' : 'var(--mantine-color-gray-5)'}
          />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

function CompanyRows({ companies, sort, onSort, ...actions }: CompaniesTableProps) {
  const { t } = useTranslation();
  return (
    <TableFrame minWidth={860} label={t('admin.companies.title')}>
      <Table.Thead>
        <Table.Tr>
          <SortHeader column="name" sort={sort} onSort={onSort}>
            {t('admin.companies.columns.name')}
          </SortHeader>
          <Table.Th>{t('admin.companies.columns.status')}</Table.Th>
          <Table.Th ta="right">{t('admin.companies.columns.users')}</Table.Th>
          <Table.Th ta="right">{t('admin.companies.columns.powerUsers')}</Table.Th>
          <Table.Th ta="right">{t('admin.companies.columns.jobPosts')}</Table.Th>
          <SortHeader column="created" sort={sort} onSort={onSort}>
            {t('admin.companies.columns.createdAt')}
          </SortHeader>
          <Table.Th>{t('admin.companies.columns.createdBy')}</Table.Th>
          <Table.Th w={56}>
            <VisuallyHidden>{t('admin.companies.columns.actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {companies.map((company) => (
          <Table.Tr key={company.id}>
            <Table.Td>
              {/* the name column keeps room for a name, the others take what they need */}
              <Stack gap={2} miw={180}>
                <CompanyName company={company} />
                <Text size="xs" c="dimmed">
                  <EmailAddress email={company.email} />
                </Text>
              </Stack>
            </Table.Td>
            <Table.Td>
              <CompanyStatusBadge isActive={company.isActive} />
            </Table.Td>
            <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {company.userCount}
            </Table.Td>
            <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {company.powerUserCount}
            </Table.Td>
            <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {company.jobPostCount}
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {formatDate(new Date(company.createdAt), 'en')}
            </Table.Td>
            <Table.Td>
              <Text size="sm" truncate="end" maw={160} title={company.createdBy ?? undefined}>
                {company.createdBy ?? '—'}
              </Text>
            </Table.Td>
            <Table.Td>
              <CompanyActionsMenu company={company} {...actions} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </TableFrame>
  );
}

function CompanyCards({ companies, ...actions }: CompaniesTableProps) {
  const { t } = useTranslation();
  return (
    <PlainList label={t('admin.companies.title')}>
      {companies.map((company) => (
        <Paper key={company.id} component="li" withBorder radius="md" p="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={4} style={{ minWidth: 0 }}>
              <CompanyName company={company} />
              <Text size="xs" c="dimmed">
                <EmailAddress email={company.email} />
              </Text>
              <div>
                <CompanyStatusBadge isActive={company.isActive} />
              </div>
            </Stack>
            <CompanyActionsMenu
              company={company}
              onRename={actions.onRename}
              onToggleStatus={actions.onToggleStatus}
            />
          </Group>
          <SimpleGrid cols={3} spacing="xs" mt="sm">
            <CardFact label={t('admin.companies.columns.users')}>{company.userCount}</CardFact>
            <CardFact label={t('admin.companies.columns.powerUsers')}>{company.powerUserCount}</CardFact>
            <CardFact label={t('admin.companies.columns.jobPosts')}>{company.jobPostCount}</CardFact>
          </SimpleGrid>
          <Text size="xs" c="dimmed" mt="xs" style={{ overflowWrap: 'anywhere' }}>
            {company.createdBy
              ? t('admin.companies.createdOnBy', {
                  date: formatDate(new Date(company.createdAt), 'en'),
                  name: company.createdBy,
                })
              : t('admin.companies.createdOn', { date: formatDate(new Date(company.createdAt), 'en') })}
          </Text>
        </Paper>
      ))}
    </PlainList>
  );
}
