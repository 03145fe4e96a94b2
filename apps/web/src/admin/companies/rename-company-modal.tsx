import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { differsFrom, requiredText } from '@veil/domain';
import type { CompanyListItem } from '@veil/domain/contracts';
import { ApiError } from '../../lib/api-errors';
import { useErrorMessage } from '../../lib/error-message';
import { schemaErrors } from '../../lib/form-errors';
import { useTranslation } from '../../lib/translation';
import { ErrorAlert } from '../../ui/alerts';
import { useDialogSubject } from '../../ui/use-dialog-subject';
import { useRenameCompany } from './api';

/** Answers shown beside the name field instead of above the buttons. */
const NAME_ERRORS = new Set(['value_unchanged', 'company_name_is_used']);

type RenameCompanyModalProps = { company: CompanyListItem | null; onClose: () => void };

/** Renames a company; the new name must differ from the current one and be free. */
export function RenameCompanyModal(props: RenameCompanyModalProps) {
  const { t } = useTranslation();
  const { opened, subject: company, session } = useDialogSubject(props.company);
  return (
    <Modal
      opened={opened}
      onClose={props.onClose}
      title={t('admin.rename.title')}
      centered
      styles={{ title: { fontWeight: 600 } }}
    >
      {company ? <RenameForm key={session} company={company} onDone={props.onClose} /> : null}
    </Modal>
  );
}

function RenameForm({ company, onDone }: { company: CompanyListItem; onDone: () => void }) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const rename = useRenameCompany();
  const schema = differsFrom(company.name, requiredText('companyName'));
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: company.name },
    validate: (values) => schemaErrors(schema, values.name, 'en', 'name'),
  });
  const fieldError = rename.error instanceof ApiError && NAME_ERRORS.has(rename.error.code);

  const submit = form.onSubmit(({ name }) => {
    rename.mutate(
      { companyId: company.id, name: name.trim() },
      {
        onSuccess: (renamed) => {
          notifications.show({ color: 'green', message: t('admin.rename.success', { name: renamed.name }) });
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && NAME_ERRORS.has(error.code)) {
            form.setFieldError('name', describe(error));
          }
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label={t('fields.companyName')} required data-autofocus {...form.getInputProps('name')} />
        {rename.isError && !fieldError ? (
          <ErrorAlert error={rename.error} title={t('admin.rename.failed')} />
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={rename.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={rename.isPending}>
            {t('admin.rename.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
