import {
  ActionIcon,
  Badge,
  Group,
  Menu,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconDots,
  IconMailForward,
  IconPlayerPlay,
  IconPower,
  IconTrash,
  IconUserCog,
} from '@tabler/icons-react';
import { formatDate } from '@veil/domain';
import type { Account } from '@veil/domain/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TableFrame, useListLayout } from '../../ui/table-frame';
import { AccountStatusBadge } from './account-status-badge';

/** What the row menu can do with an account. */
export type AccountAction = 'resend' | 'changeRole' | 'deactivate' | 'reactivate' | 'delete';

type AccountsTableProps = {
  accounts: readonly Account[];
  onAction: (action: AccountAction, account: Account) => void;
};

/** A company's accounts: a table, stacked cards on phones. */
export function AccountsTable(props: AccountsTableProps) {
  return useListLayout() === 'cards' ? <AccountCards {...props} /> : <AccountRows {...props} />;
}

/** First and last name, as the tables and dialogs show a person. */
export function fullName(account: Pick<Account, 'firstName' | 'lastName'>): string {
  return `${account.firstName} ${account.lastName}`;
}

function AccountActionsMenu({
  account,
  onAction,
}: {
  account: Account;
  onAction: AccountsTableProps['onAction'];
}) {
  const { t } = useTranslation();
  const name = fullName(account);
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={240}>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('admin.accounts.actions.menu', { name })}
        >
          <IconDots size={20} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {account.status === 'pending' ? (
          <Menu.Item
            leftSection={<IconMailForward size={16} aria-hidden />}
            onClick={() => onAction('resend', account)}
          >
            {t('admin.accounts.actions.resend')}
          </Menu.Item>
        ) : null}
        <Menu.Item
          leftSection={<IconUserCog size={16} aria-hidden />}
          onClick={() => onAction('changeRole', account)}
        >
          {t('admin.accounts.actions.changeRole')}
        </Menu.Item>
        {account.status === 'inactive' ? (
          <Menu.Item
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
            onClick={() => onAction('reactivate', account)}
          >
            {t('admin.accounts.actions.reactivate')}
          </Menu.Item>
        ) : (
          <Menu.Item
            leftSection={<IconPower size={16} aria-hidden />}
            onClick={() => onAction('deactivate', account)}
          >
            {t('admin.accounts.actions.deactivate')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => onAction('delete', account)}
        >
          {t('admin.accounts.actions.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The name, with the "deactivated" label the spec asks for on deactivated people. */
function AccountName({ account }: { account: Account }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="wrap">
      <Text
        fw={600}
        size="sm"
        c={account.status === 'inactive' ? 'dimmed' : undefined}
        style={{ whiteSpace: 'nowrap' }}
      >
        {fullName(account)}
      </Text>
      {account.status === 'inactive' ? (
        <Badge size="xs" variant="outline" color="gray" radius="sm">
          {t('admin.accounts.deactivatedLabel')}
        </Badge>
      ) : null}
    </Group>
  );
}

function RoleText({ account }: { account: Account }) {
  const { t } = useTranslation();
  return <>{t(`enums.role.${account.role}`)}</>;
}

function ExternalText({ account }: { account: Account }) {
  const { t } = useTranslation();
  return <>{account.external ? t('admin.accounts.external.yes') : t('admin.accounts.external.no')}</>;
}

function AccountRows({ accounts, onAction }: AccountsTableProps) {
  const { t } = useTranslation();
  return (
    <TableFrame minWidth={960} label={t('admin.accounts.tableLabel')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('admin.accounts.columns.name')}</Table.Th>
          <Table.Th>{t('admin.accounts.columns.title')}</Table.Th>
          <Table.Th>{t('admin.accounts.columns.email')}</Table.Th>
          <Table.Th>{t('admin.accounts.columns.role')}</Table.Th>
          <Table.Th>{t('admin.accounts.columns.external')}</Table.Th>
          <Table.Th>{t('admin.accounts.columns.status')}</Table.Th>
          <Table.Th>{t('admin.accounts.columns.createdAt')}</Table.Th>
          <Table.Th w={56}>
            <VisuallyHidden>{t('admin.accounts.columns.actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {accounts.map((account) => (
          <Table.Tr key={account.id}>
            <Table.Td>
              <AccountName account={account} />
            </Table.Td>
            <Table.Td>{account.title ?? '—'}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{account.email}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <RoleText account={account} />
            </Table.Td>
            <Table.Td>
              <ExternalText account={account} />
            </Table.Td>
            <Table.Td>
              <AccountStatusBadge status={account.status} />
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {formatDate(new Date(account.createdAt), 'en')}
            </Table.Td>
            <Table.Td>
              <AccountActionsMenu account={account} onAction={onAction} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </TableFrame>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function AccountCards({ accounts, onAction }: AccountsTableProps) {
  const { t } = useTranslation();
  return (
    <Stack
      gap="sm"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('admin.accounts.tableLabel')}
    >
      {accounts.map((account) => (
        <Paper key={account.id} component="li" withBorder radius="md" p="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={4} style={{ minWidth: 0 }}>
              <AccountName account={account} />
              {account.title ? (
                <Text size="xs" c="dimmed">
                  {account.title}
                </Text>
              ) : null}
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {account.email}
              </Text>
              <div>
                <AccountStatusBadge status={account.status} />
              </div>
            </Stack>
            <AccountActionsMenu account={account} onAction={onAction} />
          </Group>
          <SimpleGrid cols={3} spacing="xs" mt="sm">
            <Fact label={t('admin.accounts.columns.role')}>
              <RoleText account={account} />
            </Fact>
            <Fact label={t('admin.accounts.columns.external')}>
              <ExternalText account={account} />
            </Fact>
            <Fact label={t('admin.accounts.columns.createdAt')}>
              {formatDate(new Date(account.createdAt), 'en')}
            </Fact>
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );
}
