import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isAccountActive, ROLES, type Role, RoleSchema } from '@veil/domain';
import type { Account } from '@veil/domain/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../features/sign-in/error-alert';
import { useDialogSubject } from '../../ui/use-dialog-subject';
import { useChangeTeamRole } from './api';
import { fullName } from './team-table';

/**
 * Changes a colleague's role. The company must keep an active power user: the server refuses
 * otherwise, and the dialog stays open with the reason and the chosen role.
 */
export function ChangeRoleModal({
  account: requested,
  onClose,
}: {
  account: Account | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { opened, subject: account, session } = useDialogSubject(requested);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={account ? t('settings.changeRole.title', { name: fullName(account) }) : ''}
      centered
      styles={{ title: { fontWeight: 600 } }}
    >
      {account ? <ChangeRoleForm key={session} account={account} onDone={onClose} /> : null}
    </Modal>
  );
}

function ChangeRoleForm({ account, onDone }: { account: Account; onDone: () => void }) {
  const { t } = useTranslation();
  const change = useChangeTeamRole();
  const [role, setRole] = useState<Role>(account.role);
  const unchanged = role === account.role;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (unchanged) return;
        change.mutate(
          { accountId: account.id, role },
          {
            onSuccess: (changed) => {
              notifications.show({
                color: 'green',
                message: t('settings.changeRole.success', {
                  name: fullName(changed),
                  role: t(`enums.role.${changed.role}`),
                }),
              });
              onDone();
            },
          },
        );
      }}
    >
      <Stack gap="md">
        <Select
          label={t('settings.team.columns.role')}
          description={t(`settings.roleHint.${role}`)}
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
            {t('settings.changeRole.powerUserHint')}
          </Text>
        ) : null}
        {change.isError ? <ErrorAlert error={change.error} title={t('settings.changeRole.failed')} /> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={change.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={change.isPending} disabled={unchanged}>
            {t('settings.changeRole.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
