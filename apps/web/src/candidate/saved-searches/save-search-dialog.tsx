import { Alert, Button, Group, Modal, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { SAVED_SEARCH_NAME_MAX, SavedSearchNameSchema } from '@veil/domain';
import { useErrorMessage } from '../../lib/error-message';
import { schemaErrors } from '../../lib/form-errors';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import type { JobFilters } from '../jobs/search-params';
import { useCreateSavedSearch } from './api';
import { defaultSearchName, savedFiltersOf } from './saved-search-filters';

/** The form of the dialog: the name (offered from the search) and the e-mail switch (on). */
function SaveSearchForm({ filters, onDone }: { filters: JobFilters; onDone: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const describe = useErrorMessage();
  const create = useCreateSavedSearch();
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      name: defaultSearchName(filters, t('savedSearches.save.allJobs')).slice(0, SAVED_SEARCH_NAME_MAX),
      emailNewJobs: true,
    },
    validate: (values) => schemaErrors(SavedSearchNameSchema, values.name, locale, 'name'),
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        create.mutate(
          { name: values.name, emailNewJobs: values.emailNewJobs, filters: savedFiltersOf(filters) },
          {
            onSuccess: (saved) => {
              notifications.show({
                color: 'veil',
                message: t('savedSearches.save.done', { name: saved.name }),
              });
              onDone();
            },
          },
        ),
      )}
    >
      <Stack gap="md">
        <Text size="sm">{t('savedSearches.save.text')}</Text>
        <TextInput
          label={t('savedSearches.save.name')}
          required
          maxLength={SAVED_SEARCH_NAME_MAX}
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Switch
          label={t('savedSearches.save.email')}
          description={t('savedSearches.save.emailHint')}
          {...form.getInputProps('emailNewJobs', { type: 'checkbox' })}
        />
        {create.isError ? (
          <Alert color="red" variant="light" role="alert" title={t('savedSearches.save.failed')}>
            {describe(create.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={create.isPending}>
            {t('savedSearches.save.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('savedSearches.save.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The dialog of "Save search": its own chunk (form, switch, the name's rules), loaded when first opened. */
export function SaveSearchDialog({
  filters,
  opened,
  onClose,
}: {
  filters: JobFilters;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('savedSearches.save.title')}
      centered
      styles={{ title: { fontWeight: 600 } }}
    >
      {opened ? <SaveSearchForm filters={filters} onDone={onClose} /> : null}
    </Modal>
  );
}
