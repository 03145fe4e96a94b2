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
import { IconDots, IconMailForward, IconPlayerPlay, IconPower, IconUserCog } from '@tabler/icons-react';
import type { AccountStatus } from '@veil/domain';
import type { Account } from '@veil/domain/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TableFrame, useListLayout } from '../../ui/table-frame';

/** What a row's menu can do with a colleague. */
export type TeamAction = 'resend' | 'changeRole' | 'deactivate' | 'reactivate';

type TeamTableProps = {
  accounts: readonly Account[];
  /** The signed-in user: their own row has no menu (nobody locks themselves out by a slip). */
  ownId: string;
  onAction: (action: TeamAction, account: Account) => void;
};

/** One colour per status: pending amber, active green, inactive grey. */
const STATUS_COLOR: Record<AccountStatus, string> = {
  pending: 'yellow',
  accepted: 'green',
  inactive: 'gray',
};

/** First and last name, as the table and dialogs show a person. */
export function fullName(account: Pick<Account, 'firstName' | 'lastName'>): string {
  return `${account.firstName} ${account.lastName}`;
}

function StatusBadge({ status }: { status: AccountStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="light"
      color={STATUS_COLOR[status]}
      radius="sm"
      styles={{ label: { overflow: 'visible' } }}
    >
      {t(`enums.accountStatus.${status}`)}
    </Badge>
  );
}

/** The name, with "you" on the own row and the "deactivated" label the spec asks for. */
function NameCell({ account, own }: { account: Account; own: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="wrap">
      <Text fw={600} size="sm" c={account.status === 'inactive' ? 'dimmed' : undefined}>
        {fullName(account)}
      </Text>
      {own ? (
        <Badge size="xs" variant="light" radius="sm">
          {t('settings.team.you')}
        </Badge>
      ) : null}
      {account.status === 'inactive' ? (
        <Badge size="xs" variant="outline" color="gray" radius="sm">
          {t('settings.team.deactivatedLabel')}
        </Badge>
      ) : null}
    </Group>
  );
}

function ActionsMenu({ account, onAction }: { account: Account; onAction: TeamTableProps['onAction'] }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={260}>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('settings.team.actions.menu', { name: fullName(account) })}
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
            {t('settings.team.actions.resend')}
          </Menu.Item>
        ) : null}
        <Menu.Item
          leftSection={<IconUserCog size={16} aria-hidden />}
          onClick={() => onAction('changeRole', account)}
        >
          {t('settings.team.actions.changeRole')}
        </Menu.Item>
        {account.status === 'inactive' ? (
          <Menu.Item
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
            onClick={() => onAction('reactivate', account)}
          >
            {t('settings.team.actions.reactivate')}
          </Menu.Item>
        ) : (
          <Menu.Item
            color="red"
            leftSection={<IconPower size={16} aria-hidden />}
            onClick={() => onAction('deactivate', account)}
          >
            {t('settings.team.actions.deactivate')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

function yesNo(value: boolean, t: (key: string) => string) {
  return value ? t('settings.team.external.yes') : t('settings.team.external.no');
}

function Rows({ accounts, ownId, onAction }: TeamTableProps) {
  const { t } = useTranslation();
  return (
    <TableFrame minWidth={860} label={t('settings.team.tableLabel')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('settings.team.columns.name')}</Table.Th>
          <Table.Th>{t('settings.team.columns.title')}</Table.Th>
          <Table.Th>{t('settings.team.columns.email')}</Table.Th>
          <Table.Th>{t('settings.team.columns.role')}</Table.Th>
          <Table.Th>{t('settings.team.columns.external')}</Table.Th>
          <Table.Th>{t('settings.team.columns.status')}</Table.Th>
          <Table.Th w={56}>
            <VisuallyHidden>{t('settings.team.columns.actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {accounts.map((account) => (
          <Table.Tr key={account.id}>
            <Table.Td>
              <NameCell account={account} own={account.id === ownId} />
            </Table.Td>
            <Table.Td>{account.title ?? '—'}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{account.email}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{t(`enums.role.${account.role}`)}</Table.Td>
            <Table.Td>{yesNo(account.external, t)}</Table.Td>
            <Table.Td>
              <StatusBadge status={account.status} />
            </Table.Td>
            <Table.Td>
              {account.id === ownId ? null : <ActionsMenu account={account} onAction={onAction} />}
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
      <Text size="sm" fw={500}>
        {children}
      </Text>
    </div>
  );
}

function Cards({ accounts, ownId, onAction }: TeamTableProps) {
  const { t } = useTranslation();
  return (
    <Stack
      gap="sm"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('settings.team.tableLabel')}
    >
      {accounts.map((account) => (
        <Paper key={account.id} component="li" withBorder p="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={4} style={{ minWidth: 0 }}>
              <NameCell account={account} own={account.id === ownId} />
              {account.title ? (
                <Text size="xs" c="dimmed">
                  {account.title}
                </Text>
              ) : null}
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {account.email}
              </Text>
              <div>
                <StatusBadge status={account.status} />
              </div>
            </Stack>
            {account.id === ownId ? null : <ActionsMenu account={account} onAction={onAction} />}
          </Group>
          <SimpleGrid cols={2} spacing="xs" mt="sm">
            <Fact label={t('settings.team.columns.role')}>{t(`enums.role.${account.role}`)}</Fact>
            <Fact label={t('settings.team.columns.external')}>{yesNo(account.external, t)}</Fact>
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );
}

/** The company's accounts: a table with a sticky header, stacked cards on phones. */
export function TeamTable(props: TeamTableProps) {
  return useListLayout() === 'cards' ? <Cards {...props} /> : <Rows {...props} />;
}
