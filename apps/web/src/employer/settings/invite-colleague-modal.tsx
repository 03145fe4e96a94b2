import { Button, Group, Modal, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { ROLES, type Role, RoleSchema } from '@veil/domain';
import { NewAccountSchema } from '@veil/domain/contracts';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '../../features/forms/server-errors';
import { ErrorAlert } from '../../features/sign-in/error-alert';
import { schemaErrors, useLocale } from '../../features/sign-in/form';
import { ApiError } from '../../lib/api-errors';
import { useErrorMessage } from '../../lib/error-message';
import { useInviteColleague } from './api';

const EMPTY = {
  firstName: '',
  lastName: '',
  title: '',
  email: '',
  role: 'regular_user' as Role,
  external: false,
};
type Values = typeof EMPTY;

/** Invites a colleague with the domain's `NewAccountSchema`; they receive an activation e-mail. */
export function InviteColleagueModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('settings.invite.title')}
      centered
      size="lg"
      styles={{ title: { fontWeight: 600 } }}
    >
      {opened ? <InviteForm onDone={onClose} /> : null}
    </Modal>
  );
}

function InviteForm({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const describe = useErrorMessage();
  const invite = useInviteColleague();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: (values) => schemaErrors(NewAccountSchema, values, locale),
  });
  const emailTaken = invite.error instanceof ApiError && invite.error.code === 'email_is_used';
  const fieldErrors = invite.isError ? serverFieldErrors(invite.error, i18n) : null;

  const submit = form.onSubmit((values) => {
    invite.mutate(NewAccountSchema.parse(values), {
      onSuccess: (created) => {
        notifications.show({
          color: 'green',
          message: t('settings.invite.success', { email: created.email }),
        });
        onDone();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'email_is_used')
          form.setFieldError('email', describe(error));
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
            label={t('settings.profile.jobTitle')}
            description={t('settings.profile.jobTitleHint')}
            autoComplete="off"
            {...form.getInputProps('title')}
          />
          <TextInput
            label={t('fields.email')}
            description={t('settings.invite.emailHint')}
            required
            type="email"
            autoComplete="off"
            {...form.getInputProps('email')}
          />
        </SimpleGrid>
        <Select
          label={t('settings.team.columns.role')}
          description={t(`settings.roleHint.${form.getValues().role}`)}
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
          label={t('settings.invite.external')}
          description={t('settings.invite.externalHint')}
          {...form.getInputProps('external', { type: 'checkbox' })}
        />
        {invite.isError && !emailTaken && !fieldErrors ? (
          <ErrorAlert error={invite.error} title={t('settings.invite.failed')} />
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={invite.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={invite.isPending}>
            {t('settings.invite.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
