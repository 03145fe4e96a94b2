import { Button, Group, Modal, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { ROLES, type Role } from '@veil/domain';
import { NewAccountSchema } from '@veil/domain/contracts';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../features/sign-in/error-alert';
import { schemaErrors } from '../../features/sign-in/form';
import { ApiError } from '../../lib/api-errors';
import { useErrorMessage } from '../../lib/error-message';
import { useDialogSubject } from '../../ui/use-dialog-subject';
import { useAddAccount } from './api';

type AddAccountModalProps = {
  companyId: string;
  companyName: string;
  opened: boolean;
  onClose: () => void;
};

const EMPTY = {
  firstName: '',
  lastName: '',
  title: '',
  email: '',
  role: 'regular_user' as Role,
  external: false,
};
type Values = typeof EMPTY;

/** Invites a person into the company; they receive an activation e-mail to choose a password. */
export function AddAccountModal({ companyId, companyName, onClose, ...props }: AddAccountModalProps) {
  const { t } = useTranslation();
  const { opened, session } = useDialogSubject(props.opened ? companyId : null);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('admin.addAccount.title', { company: companyName })}
      centered
      styles={{ title: { fontWeight: 600 } }}
      size="lg"
    >
      <AddAccountForm key={session} companyId={companyId} onDone={onClose} />
    </Modal>
  );
}

function AddAccountForm({ companyId, onDone }: { companyId: string; onDone: () => void }) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const add = useAddAccount(companyId);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: (values) => schemaErrors(NewAccountSchema, values, 'en'),
  });
  const emailTaken = add.error instanceof ApiError && add.error.code === 'email_is_used';

  const submit = form.onSubmit((values) => {
    const account = NewAccountSchema.parse(values);
    add.mutate(account, {
      onSuccess: (created) => {
        notifications.show({
          color: 'green',
          message: t('admin.addAccount.success', { email: created.email }),
        });
        onDone();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'email_is_used')
          form.setFieldError('email', describe(error));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('fields.firstName')}
            required
            data-autofocus
            {...form.getInputProps('firstName')}
          />
          <TextInput label={t('fields.lastName')} required {...form.getInputProps('lastName')} />
          <TextInput
            label={t('admin.common.jobTitle')}
            description={t('admin.common.jobTitleHint')}
            {...form.getInputProps('title')}
          />
          <TextInput label={t('fields.email')} required type="email" {...form.getInputProps('email')} />
        </SimpleGrid>
        <Select
          label={t('admin.common.role')}
          required
          allowDeselect={false}
          data={ROLES.map((role) => ({ value: role, label: t(`enums.role.${role}`) }))}
          {...form.getInputProps('role')}
        />
        <Switch
          label={t('admin.addAccount.external')}
          description={t('admin.addAccount.externalHint')}
          {...form.getInputProps('external', { type: 'checkbox' })}
        />
        {add.isError && !emailTaken ? (
          <ErrorAlert error={add.error} title={t('admin.addAccount.failed')} />
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={add.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={add.isPending}>
            {t('admin.addAccount.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
