import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isAccountActive, ROLES, type Role, RoleSchema } from '@veil/domain';
import type { Account } from '@veil/domain/contracts';
import { useState } from 'react';
import { useTranslation } from '../../lib/translation';
import { ErrorAlert } from '../../ui/alerts';
import { useDialogSubject } from '../../ui/use-dialog-subject';
import { fullName } from './full-name';
import type { AccountMutations } from './mutations';

type ChangeRoleModalProps = {
  /** The person whose role changes; `null` closes the dialog. */
  account: Account | null;
  onClose: () => void;
  change: AccountMutations['changeRole'];
  /** Explains the chosen role's rights under the field (the employer's team settings do). */
  describeRole?: (role: Role) => string;
};

/**
 * Changes a person's role. The company must keep an active power user: the server refuses
 * otherwise, and the dialog stays open with the reason and the chosen role.
 */
export function ChangeRoleModal({ change, onClose, describeRole, ...props }: ChangeRoleModalProps) {
  const { t } = useTranslation();
  const { opened, subject: account, session } = useDialogSubject(props.account);
  const close = () => {
    change.reset();
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={account ? t('accounts.changeRole.title', { name: fullName(account) }) : ''}
      centered
      styles={{ title: { fontWeight: 600 } }}
    >
      {account ? (
        <ChangeRoleForm
          key={session}
          account={account}
          change={change}
          describeRole={describeRole}
          onDone={close}
        />
      ) : null}
    </Modal>
  );
}

type ChangeRoleFormProps = Pick<ChangeRoleModalProps, 'change' | 'describeRole'> & {
  account: Account;
  onDone: () => void;
};

function ChangeRoleForm({ account, change, describeRole, onDone }: ChangeRoleFormProps) {
  const { t } = useTranslation();
  const [role, setRole] = useState<Role>(account.role);
  const unchanged = role === account.role;

  const submit = () => {
    change.mutate(
      { accountId: account.id, role },
      {
        onSuccess: (changed) => {
          notifications.show({
            color: 'green',
            message: t('accounts.changeRole.success', {
              name: fullName(changed),
              role: t(`enums.role.${changed.role}`),
            }),
          });
          onDone();
        },
      },
    );
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!unchanged) submit();
      }}
    >
      <Stack gap="md">
        <Select
          label={t('accounts.columns.role')}
          description={describeRole?.(role)}
          required
          allowDeselect={false}
          data-autofocus
          value={role}
          onChange={(value) => {
            const parsed = RoleSchema.safeParse(value);
            if (parsed.success) setRole(parsed.data);
          }}
          data={ROLES.map((value) => ({ value, label: t(`enums.role.${value}`) }))}
        />
        {account.role === 'power_user' && role !== 'power_user' && isAccountActive(account.status) ? (
          <Text size="sm" c="dimmed">
            {t('accounts.changeRole.powerUserHint')}
          </Text>
        ) : null}
        {change.error ? <ErrorAlert error={change.error} title={t('accounts.changeRole.failed')} /> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={change.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={change.isPending} disabled={unchanged}>
            {t('accounts.changeRole.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
