import {
  Anchor,
  Button,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconBuildingPlus } from '@tabler/icons-react';
import { NewCompanySchema } from '@veil/domain/contracts';
import { useRef } from 'react';
import { Link, useBlocker, useNavigate } from 'react-router';
import { schemaErrors, serverFieldErrors } from '../../lib/form-errors';
import { useTranslation } from '../../lib/translation';
import { usePageTitle } from '../../lib/use-page-title';
import { ErrorAlert } from '../../ui/alerts';
import { PageHeader } from '../../ui/page-header';
import { useCreateCompany } from '../companies/api';
import { adminPaths } from '../paths';

const EMPTY = {
  name: '',
  email: '',
  powerUser: { firstName: '', lastName: '', title: '', email: '' },
};
type Values = typeof EMPTY;

/**
 * `/admin/create-company`: a company and its first power user, who receives the activation e-mail.
 * Checked with the domain's `NewCompanySchema` (the server checks it again); what was typed stays
 * when the server refuses, and leaving with unsaved input asks first.
 */
export function CreateCompanyPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateCompany();
  const saved = useRef(false);
  usePageTitle(t('admin.createCompany.title'));

  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: (values) => schemaErrors(NewCompanySchema, values, 'en'),
  });

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !saved.current && form.isDirty() && currentLocation.pathname !== nextLocation.pathname,
  );

  const submit = form.onSubmit((values) => {
    const company = NewCompanySchema.parse(values);
    create.mutate(company, {
      onSuccess: (created) => {
        saved.current = true;
        notifications.show({
          color: 'green',
          title: t('admin.createCompany.successTitle', { name: created.name }),
          message: t('admin.createCompany.success', { email: company.powerUser.email }),
        });
        navigate(adminPaths.companyAccounts(created.id));
      },
      onError: (error) => {
        const fields = serverFieldErrors(error, i18n);
        if (fields) form.setErrors(fields);
      },
    });
  });

  const serverFieldError = create.isError && serverFieldErrors(create.error, i18n) !== null;

  return (
    <>
      <Anchor component={Link} to={adminPaths.companies} size="sm" mb="xs" display="inline-block">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          {t('admin.common.allCompanies')}
        </Group>
      </Anchor>
      <PageHeader title={t('admin.createCompany.title')} description={t('admin.createCompany.description')} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={760}>
        <form onSubmit={submit} noValidate>
          <Stack gap="xl">
            <Stack gap="sm" component="fieldset" m={0} p={0} miw={0} style={{ border: 0 }}>
              <Title order={2} fz="h4" component="legend" p={0}>
                {t('admin.createCompany.companySection')}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput
                  label={t('fields.companyName')}
                  required
                  autoComplete="organization"
                  {...form.getInputProps('name')}
                />
                <TextInput
                  label={t('admin.createCompany.companyEmail')}
                  description={t('admin.createCompany.companyEmailHint')}
                  required
                  type="email"
                  autoComplete="off"
                  {...form.getInputProps('email')}
                />
              </SimpleGrid>
            </Stack>
            <Stack gap="sm" component="fieldset" m={0} p={0} miw={0} style={{ border: 0 }}>
              <Title order={2} fz="h4" component="legend" p={0}>
                {t('admin.createCompany.powerUserSection')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('admin.createCompany.powerUserHint')}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput
                  label={t('fields.firstName')}
                  required
                  autoComplete="off"
                  {...form.getInputProps('powerUser.firstName')}
                />
                <TextInput
                  label={t('fields.lastName')}
                  required
                  autoComplete="off"
                  {...form.getInputProps('powerUser.lastName')}
                />
                <TextInput
                  label={t('admin.common.jobTitle')}
                  description={t('admin.common.jobTitleHint')}
                  autoComplete="off"
                  {...form.getInputProps('powerUser.title')}
                />
                <TextInput
                  label={t('fields.email')}
                  description={t('admin.createCompany.powerUserEmailHint')}
                  required
                  type="email"
                  autoComplete="off"
                  {...form.getInputProps('powerUser.email')}
                />
              </SimpleGrid>
            </Stack>
            {create.isError && !serverFieldError ? (
              <ErrorAlert error={create.error} title={t('admin.createCompany.failed')} />
            ) : null}
            <Group justify="flex-end" gap="sm">
              <Button component={Link} to={adminPaths.companies} variant="default">
                {t('common.cancel')}
              </Button>
              <Button
                type="submit"
                loading={create.isPending}
                leftSection={<IconBuildingPlus size={18} aria-hidden />}
              >
                {t('admin.createCompany.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <Modal
        opened={blocker.state === 'blocked'}
        onClose={() => blocker.reset?.()}
        title={t('admin.createCompany.leaveTitle')}
        centered
        styles={{ title: { fontWeight: 600 } }}
      >
        <Stack gap="md">
          <Text size="sm">{t('admin.createCompany.leaveText')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
              {t('admin.createCompany.stay')}
            </Button>
            <Button color="red" onClick={() => blocker.proceed?.()}>
              {t('admin.createCompany.leave')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
