import {
  Alert,
  Button,
  Group,
  List,
  Modal,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_DELETION_WORDS } from '@veil/domain/contracts';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useErrorMessage } from '../../lib/error-message';
import { useTranslation } from '../../lib/translation';
import { ErrorAlert } from '../../ui/alerts';
import { candidatePaths } from '../paths';
import { accountDeletionInfoQuery, useDeleteAccount } from './api';

/**
 * Deleting the account: what goes (everything), what employers keep (deletion logs without
 * identity), then the password, or for a Google-only account the typed word, and a red confirm that
 * is never the default. Afterwards the page that ends the session here and confirms the deletion.
 */
export function DeleteAccountModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const describe = useErrorMessage();
  const navigate = useNavigate();
  const info = useQuery(accountDeletionInfoQuery());
  const remove = useDeleteAccount();
  const [secret, setSecret] = useState('');
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const word = i18n.language.startsWith('en') ? ACCOUNT_DELETION_WORDS.en : ACCOUNT_DELETION_WORDS.de;
  const withPassword = info.data?.confirmWith !== 'word';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!info.data || secret.trim() === '') return;
    remove.mutate(withPassword ? { password: secret } : { confirmation: secret }, {
      onSuccess: () =>
        navigate(candidatePaths.accountDeleted, { replace: true, state: { accountDeleted: true } }),
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('candidateAccount.modal.title')}
      centered
      size="lg"
      fullScreen={phone}
      closeOnClickOutside={!remove.isPending}
      closeOnEscape={!remove.isPending}
      styles={{ title: { fontWeight: 600 } }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Stack gap={6}>
            <Title order={3} fz="md">
              {t('candidateAccount.modal.deletedTitle')}
            </Title>
            <List size="sm" spacing={4}>
              <List.Item>{t('candidateAccount.modal.deleted.profile')}</List.Item>
              <List.Item>{t('candidateAccount.modal.deleted.files')}</List.Item>
              <List.Item>{t('candidateAccount.modal.deleted.applications')}</List.Item>
              <List.Item>{t('candidateAccount.modal.deleted.account')}</List.Item>
            </List>
            {info.data ? (
              <Text size="sm" c="dimmed">
                {t('candidateAccount.modal.counts', {
                  sent: info.data.sentApplications,
                  drafts: info.data.draftApplications,
                })}
              </Text>
            ) : null}
          </Stack>
          <Stack gap={6}>
            <Title order={3} fz="md">
              {t('candidateAccount.modal.keptTitle')}
            </Title>
            <Text size="sm">{t('candidateAccount.modal.kept')}</Text>
            <Text size="xs" c="dimmed">
              {t('candidateAccount.modal.backups')}
            </Text>
          </Stack>
          {info.isError ? (
            <ErrorAlert error={info.error} title={t('candidateAccount.modal.loadFailed')} />
          ) : withPassword ? (
            <PasswordInput
              label={t('candidateAccount.modal.password')}
              description={t('candidateAccount.modal.passwordHint')}
              autoComplete="current-password"
              value={secret}
              onChange={(event) => setSecret(event.currentTarget.value)}
              disabled={!info.data}
              required
            />
          ) : (
            <TextInput
              label={t('candidateAccount.modal.word', { word })}
              description={t('candidateAccount.modal.wordHint')}
              autoComplete="off"
              value={secret}
              onChange={(event) => setSecret(event.currentTarget.value)}
              required
            />
          )}
          {remove.isError ? (
            <Alert
              color="red"
              variant="light"
              role="alert"
              icon={<IconAlertTriangle size={20} aria-hidden />}
              title={t('candidateAccount.modal.failed')}
            >
              {describe(remove.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={remove.isPending} data-autofocus>
              {t('common.cancel')}
            </Button>
            <Button
              type="submit"
              color="red"
              loading={remove.isPending}
              disabled={!info.data || secret.trim() === ''}
            >
              {t('candidateAccount.modal.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
