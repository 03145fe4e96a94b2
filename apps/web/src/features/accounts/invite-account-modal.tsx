import { Button, Group, Modal, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { ROLES, type Role, RoleSchema } from '@veil/domain';
import { type NewAccount, NewAccountSchema } from '@veil/domain/contracts';
import { schemaErrors, serverFieldErrors } from '../../lib/form-errors';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { ErrorAlert } from '../../ui/alerts';
import { useDialogSubject } from '../../ui/use-dialog-subject';
import type { AccountMutation } from './mutations';

type InviteAccountModalProps = {
  opened: boolean;
  onClose: () => void;
  /** The dialog's title in the area's words ("Add account to …", "Invite colleague"). */
  title: string;
  invite: AccountMutation<NewAccount>;
  /** Explains the chosen role's rights under the field (the employer's team settings do). */
  describeRole?: (role: Role) => string;
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

/**
 * Invites a person into the company with the domain's `NewAccountSchema`; they receive an activation
 * e-mail to choose a password. An address already in use is shown at its field.
 */
export function InviteAccountModal({
  invite,
  onClose,
  title,
  describeRole,
  ...props
}: InviteAccountModalProps) {
  const { opened, session } = useDialogSubject(props.opened ? true : null);
  const close = () => {
    invite.reset();
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      centered
      size="lg"
      styles={{ title: { fontWeight: 600 } }}
    >
      <InviteAccountForm key={session} invite={invite} describeRole={describeRole} onDone={close} />
    </Modal>
  );
}

type InviteAccountFormProps = Pick<InviteAccountModalProps, 'invite' | 'describeRole'> & {
  onDone: () => void;
};

function InviteAccountForm({ invite, describeRole, onDone }: InviteAccountFormProps) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: (values) => schemaErrors(NewAccountSchema, values, locale),
  });
  const fieldErrors = invite.error ? serverFieldErrors(invite.error, i18n) : null;

  const submit = form.onSubmit((values) => {
    invite.mutate(NewAccountSchema.parse(values), {
      onSuccess: (created) => {
        notifications.show({
          color: 'green',
          message: t('accounts.invite.success', { email: created.email }),
        });
        onDone();
      },
      onError: (error) => {
        const fields = serverFieldErrors(error, i18n);
        if (fields) form.setErrors(fields);
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
            autoComplete="off"
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={t('fields.lastName')}
            required
            autoComplete="off"
            {...form.getInputProps('lastName')}
          />
          <TextInput
            label={t('accounts.columns.title')}
            description={t('accounts.invite.jobTitleHint')}
            autoComplete="off"
            {...form.getInputProps('title')}
          />
          <TextInput
            label={t('fields.email')}
            description={t('accounts.invite.emailHint')}
            required
            type="email"
            autoComplete="off"
            {...form.getInputProps('email')}
          />
        </SimpleGrid>
        <Select
          label={t('accounts.columns.role')}
          description={describeRole?.(form.getValues().role)}
          required
          allowDeselect={false}
          data={ROLES.map((role) => ({ value: role, label: t(`enums.role.${role}`) }))}
          {...form.getInputProps('role')}
          onChange={(value) => {
            const parsed = RoleSchema.safeParse(value);
            if (parsed.success) form.setFieldValue('role', parsed.data);
          }}
        />
        <Switch
          label={t('accounts.invite.external')}
          description={t('accounts.invite.externalHint')}
          {...form.getInputProps('external', { type: 'checkbox' })}
        />
        {invite.error && !fieldErrors ? (
          <ErrorAlert error={invite.error} title={t('accounts.invite.failed')} />
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={invite.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={invite.isPending}>
            {t('accounts.invite.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
