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
import { type AccountChange, formatDate, lastPowerUserViolation } from '@veil/domain';
import type { Account } from '@veil/domain/contracts';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { EmailAddress } from '../../ui/email-address';
import { CardFact, PlainList } from '../../ui/plain-list';
import { TableFrame, useListLayout } from '../../ui/table-frame';
import { AccountStatusBadge } from './account-status-badge';
import { fullName } from './full-name';

/** What a row's menu can do with an account. */
export type AccountAction = 'resend' | 'changeRole' | 'deactivate' | 'reactivate' | 'delete';

export type AccountsTableProps = {
  accounts: readonly Account[];
  /** Accessible name of the table (and of the card list on phones). */
  label: string;
  onAction: (action: AccountAction, account: Account) => void;
  /** False for the accounts of a deactivated company: nobody of it shows as active. Default true. */
  companyActive?: boolean;
  /** The signed-in person: their row says "you" and has no menu (nobody locks themselves out by a slip). */
  ownId?: string;
  /** Adds the "created" column (the admin's view). */
  showCreatedAt?: boolean;
  /** Offers "delete" besides deactivating (the admin's view). */
  canDelete?: boolean;
};

/** A company's accounts: a table with a sticky header, stacked cards on phones. */
export function AccountsTable(props: AccountsTableProps) {
  return useListLayout() === 'cards' ? <AccountCards {...props} /> : <AccountRows {...props} />;
}

type RowProps = Pick<AccountsTableProps, 'onAction' | 'canDelete'> & {
  account: Account;
  /** every account of the company, for the rule that one active power user must stay */
  members: readonly Account[];
};

/**
 * One entry of the row menu. An action the last-power-user rule forbids is not offered: the entry
 * stays visible, disabled, and says why, so nobody meets the refusal only after confirming. It is
 * disabled the ARIA way (focusable, as menus should be): a menu whose entries are all forbidden
 * still takes the focus, so Escape closes it and a screen reader reads the reasons.
 */
function ActionItem(props: {
  label: string;
  icon: React.ReactNode;
  onClick: () => void;
  danger?: boolean;
  forbiddenBy: string | null;
}) {
  const { t } = useTranslation();
  const forbidden = props.forbiddenBy !== null;
  return (
    <Menu.Item
      color={props.danger && !forbidden ? 'red' : undefined}
      leftSection={props.icon}
      onClick={forbidden ? undefined : props.onClick}
      closeMenuOnClick={!forbidden}
      aria-disabled={forbidden || undefined}
      data-disabled={forbidden || undefined}
    >
      {props.label}
      {props.forbiddenBy ? (
        <Text size="xs" c="dimmed" component="span" display="block">
          {t(`errors.${props.forbiddenBy}`)}
        </Text>
      ) : null}
    </Menu.Item>
  );
}

function AccountActionsMenu({ account, members, onAction, canDelete }: RowProps) {
  const { t } = useTranslation();
  const violation = (change: Omit<AccountChange, 'accountId'>) =>
    lastPowerUserViolation(members, { accountId: account.id, ...change });
  // a power user's role can only change if another active power user stays
  const roleForbiddenBy =
    account.role === 'power_user' ? violation({ kind: 'role', role: 'regular_user' }) : null;
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={260}>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('accounts.actions.menu', { name: fullName(account) })}
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
            {t('accounts.actions.resend')}
          </Menu.Item>
        ) : null}
        <ActionItem
          label={t('accounts.actions.changeRole')}
          icon={<IconUserCog size={16} aria-hidden />}
          onClick={() => onAction('changeRole', account)}
          forbiddenBy={roleForbiddenBy}
        />
        {account.status === 'inactive' ? (
          <Menu.Item
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
            onClick={() => onAction('reactivate', account)}
          >
            {t('accounts.actions.reactivate')}
          </Menu.Item>
        ) : (
          <ActionItem
            danger
            label={t('accounts.actions.deactivate')}
            icon={<IconPower size={16} aria-hidden />}
            onClick={() => onAction('deactivate', account)}
            forbiddenBy={violation({ kind: 'deactivate' })}
          />
        )}
        {canDelete ? (
          <>
            <Menu.Divider />
            <ActionItem
              danger
              label={t('accounts.actions.delete')}
              icon={<IconTrash size={16} aria-hidden />}
              onClick={() => onAction('delete', account)}
              forbiddenBy={violation({ kind: 'delete' })}
            />
          </>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The row menu, except on the signed-in person's own row. */
function RowMenu({ ownId, ...props }: RowProps & { ownId: string | undefined }) {
  return props.account.id === ownId ? null : <AccountActionsMenu {...props} />;
}

/** The name, with "you" on the own row and the "deactivated" label the spec asks for. */
function AccountName({ account, own, nowrap }: { account: Account; own: boolean; nowrap?: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="wrap">
      <Text
        fw={600}
        size="sm"
        c={account.status === 'inactive' ? 'dimmed' : undefined}
        style={nowrap ? { whiteSpace: 'nowrap' } : { overflowWrap: 'anywhere' }}
      >
        {fullName(account)}
      </Text>
      {own ? (
        <Badge size="xs" variant="light" radius="sm">
          {t('accounts.you')}
        </Badge>
      ) : null}
    </Group>
  );
}

/** The texts of the role, external and created cells, shared by rows and cards. */
function useCellTexts() {
  const { t } = useTranslation();
  const locale = useLocale();
  return {
    role: (account: Account) => t(`enums.role.${account.role}`),
    external: (account: Account) =>
      account.external ? t('accounts.external.yes') : t('accounts.external.no'),
    createdAt: (account: Account) => formatDate(new Date(account.createdAt), locale),
  };
}

function AccountRows(props: AccountsTableProps) {
  const { accounts, label, onAction, ownId, showCreatedAt, canDelete, companyActive = true } = props;
  const { t } = useTranslation();
  const text = useCellTexts();
  return (
    <TableFrame minWidth={showCreatedAt ? 960 : 860} label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('accounts.columns.name')}</Table.Th>
          <Table.Th>{t('accounts.columns.title')}</Table.Th>
          <Table.Th>{t('accounts.columns.email')}</Table.Th>
          <Table.Th>{t('accounts.columns.role')}</Table.Th>
          <Table.Th>{t('accounts.columns.external')}</Table.Th>
          <Table.Th>{t('accounts.columns.status')}</Table.Th>
          {showCreatedAt ? <Table.Th>{t('accounts.columns.createdAt')}</Table.Th> : null}
          <Table.Th w={56}>
            <VisuallyHidden>{t('accounts.columns.actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {accounts.map((account) => (
          <Table.Tr key={account.id}>
            <Table.Td>
              <AccountName account={account} own={account.id === ownId} nowrap />
            </Table.Td>
            <Table.Td>{account.title ?? '—'}</Table.Td>
            <Table.Td>
              <EmailAddress email={account.email} />
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{text.role(account)}</Table.Td>
            <Table.Td>{text.external(account)}</Table.Td>
            <Table.Td>
              <AccountStatusBadge status={account.status} companyActive={companyActive} />
            </Table.Td>
            {showCreatedAt ? (
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{text.createdAt(account)}</Table.Td>
            ) : null}
            <Table.Td>
              <RowMenu
                account={account}
                members={accounts}
                ownId={ownId}
                onAction={onAction}
                canDelete={canDelete}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </TableFrame>
  );
}

function AccountCards(props: AccountsTableProps) {
  const { accounts, label, onAction, ownId, showCreatedAt, canDelete, companyActive = true } = props;
  const { t } = useTranslation();
  const text = useCellTexts();
  return (
    <PlainList label={label}>
      {accounts.map((account) => (
        <Paper key={account.id} component="li" withBorder radius="md" p="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={4} style={{ minWidth: 0 }}>
              <AccountName account={account} own={account.id === ownId} />
              {account.title ? (
                <Text size="xs" c="dimmed">
                  {account.title}
                </Text>
              ) : null}
              <Text size="sm">
                <EmailAddress email={account.email} />
              </Text>
              <div>
                <AccountStatusBadge status={account.status} companyActive={companyActive} />
              </div>
            </Stack>
            <RowMenu
              account={account}
              members={accounts}
              ownId={ownId}
              onAction={onAction}
              canDelete={canDelete}
            />
          </Group>
          <SimpleGrid cols={showCreatedAt ? 3 : 2} spacing="xs" mt="sm">
            <CardFact label={t('accounts.columns.role')}>{text.role(account)}</CardFact>
            <CardFact label={t('accounts.columns.external')}>{text.external(account)}</CardFact>
            {showCreatedAt ? (
              <CardFact label={t('accounts.columns.createdAt')}>{text.createdAt(account)}</CardFact>
            ) : null}
          </SimpleGrid>
        </Paper>
      ))}
    </PlainList>
  );
}
