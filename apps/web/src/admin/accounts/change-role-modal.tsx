import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isAccountActive, ROLES, type Role, RoleSchema } from '@veil/domain';
import type { Account } from '@veil/domain/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../features/sign-in/error-alert';
import { useDialogSubject } from '../../ui/use-dialog-subject';
import { fullName } from './accounts-table';
import { useChangeRole } from './api';

type ChangeRoleModalProps = { companyId: string; account: Account | null; onClose: () => void };

/**
 * Changes a person's role. The company must keep an active power user: the server refuses
 * otherwise, and the dialog stays open with the reason and the chosen role.
 */
export function ChangeRoleModal({ companyId, onClose, ...props }: ChangeRoleModalProps) {
  const { t } = useTranslation();
  const { opened, subject: account, session } = useDialogSubject(props.account);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={account ? t('admin.changeRole.title', { name: fullName(account) }) : ''}
      centered
      styles={{ title: { fontWeight: 600 } }}
    >
      {account ? (
        <ChangeRoleForm key={session} companyId={companyId} account={account} onDone={onClose} />
      ) : null}
    </Modal>
  );
}

function ChangeRoleForm({
  companyId,
  account,
  onDone,
}: {
  companyId: string;
  account: Account;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const change = useChangeRole(companyId);
  const [role, setRole] = useState<Role>(account.role);
  const unchanged = role === account.role;

  const submit = () => {
    change.mutate(
      { accountId: account.id, role },
      {
        onSuccess: (changed) => {
          notifications.show({
            color: 'green',
            message: t('admin.changeRole.success', {
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
          label={t('admin.common.role')}
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
            {t('admin.changeRole.powerUserHint')}
          </Text>
        ) : null}
        {change.isError ? <ErrorAlert error={change.error} title={t('admin.changeRole.failed')} /> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={change.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={change.isPending} disabled={unchanged}>
            {t('admin.changeRole.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
