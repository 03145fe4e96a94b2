import {
  ActionIcon,
  Button,
  CopyButton,
  Group,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy, IconRefresh } from '@tabler/icons-react';
import type { Resume } from '@veil/domain/contracts';
import { useState } from 'react';
import { useTranslation } from '../../lib/translation';
import { ErrorAlert } from '../../ui/alerts';
import { ConfirmModal } from '../../ui/confirm-modal';
import { candidatePaths } from '../paths';
import { useRenewPublicLink, useSetPublicLink } from './api';

/** The full address of a public anonymous profile, to paste anywhere. */
export function publicProfileUrl(code: string): string {
  return `${window.location.origin}${candidatePaths.anonymousProfile(code)}`;
}

/**
 * The public anonymous link: off by default; on, anybody with the address reads the anonymous CV
 * (never the name or contacts). "New link" retires the old address for good, so it asks first.
 */
export function PublicLinkCard({ resume }: { resume: Resume }) {
  const { t } = useTranslation();
  const toggle = useSetPublicLink();
  const renew = useRenewPublicLink();
  const [confirming, setConfirming] = useState(false);
  const code = resume.publicCode;
  const url = code ? publicProfileUrl(code) : null;

  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="public-link-heading"
      id="public-link"
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="h3" id="public-link-heading">
            {t('candidateProfile.publicLink.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('candidateProfile.publicLink.description')}
          </Text>
        </Stack>
        <Switch
          label={t('candidateProfile.publicLink.toggle')}
          checked={code !== null}
          disabled={toggle.isPending || renew.isPending}
          onChange={(event) => {
            const enabled = event.currentTarget.checked;
            toggle.mutate(enabled, {
              onSuccess: () =>
                notifications.show({
                  color: 'green',
                  message: t(
                    enabled
                      ? 'candidateProfile.publicLink.turnedOn'
                      : 'candidateProfile.publicLink.turnedOff',
                  ),
                }),
            });
          }}
        />
        {url ? (
          <Stack gap="xs">
            <Group gap="xs" wrap="nowrap" align="flex-end">
              <TextInput
                label={t('candidateProfile.publicLink.address')}
                value={url}
                readOnly
                onFocus={(event) => event.currentTarget.select()}
                style={{ flex: 1, minWidth: 0 }}
              />
              <CopyButton value={url}>
                {({ copied, copy }) => (
                  <Tooltip
                    label={
                      copied ? t('candidateProfile.publicLink.copied') : t('candidateProfile.publicLink.copy')
                    }
                    withArrow
                  >
                    <ActionIcon
                      variant="default"
                      size={36}
                      onClick={copy}
                      aria-label={t('candidateProfile.publicLink.copy')}
                    >
                      {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            </Group>
            <Group>
              <Button
                variant="default"
                size="xs"
                leftSection={<IconRefresh size={16} aria-hidden />}
                onClick={() => setConfirming(true)}
              >
                {t('candidateProfile.publicLink.renew')}
              </Button>
            </Group>
          </Stack>
        ) : null}
        {toggle.isError ? (
          <ErrorAlert error={toggle.error} title={t('candidateProfile.publicLink.failed')} />
        ) : null}
      </Stack>
      <ConfirmModal
        opened={confirming}
        onClose={() => {
          setConfirming(false);
          renew.reset();
        }}
        title={t('candidateProfile.publicLink.renewTitle')}
        confirmLabel={t('candidateProfile.publicLink.renewConfirm')}
        onConfirm={() =>
          renew.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              notifications.show({ color: 'green', message: t('candidateProfile.publicLink.renewed') });
            },
          })
        }
        destructive
        loading={renew.isPending}
        error={renew.isError ? renew.error : undefined}
      >
        {t('candidateProfile.publicLink.renewText')}
      </ConfirmModal>
    </Paper>
  );
}
