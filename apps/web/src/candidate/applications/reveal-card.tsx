import { Alert, Button, Group, List, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconLockOpen, IconUserCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@veil/domain';
import type { CandidateApplication, RevealedProfile } from '@veil/domain/contracts';
import { useState } from 'react';
import { useErrorMessage } from '../../lib/error-message';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { QueryPlaceholder } from '../../ui/query-placeholder';
import { revealPreviewQuery, useRevealProfile } from './api';

/** What the company will read, in words: the identity fields, then each section with its count. */
function WhatTheyWillSee({ profile, company }: { profile: RevealedProfile; company: string }) {
  const { t } = useTranslation();
  const { userDetails: details } = profile;
  return (
    <Stack gap="xs">
      <Text size="sm">{t('profileReveal.modal.intro', { company })}</Text>
      <List size="sm" spacing={4}>
        <List.Item>
          <Text size="sm" fw={600} span style={{ overflowWrap: 'anywhere' }}>
            {details.firstName} {details.lastName} · {details.email}
          </Text>
          <Text size="sm" c="dimmed">
            {t('profileReveal.modal.identity')}
          </Text>
        </List.Item>
        <List.Item>
          {t('profileReveal.modal.sections', {
            work: profile.workExperiences.length,
            education: profile.educations.length,
            languages: profile.languages.length,
            tags: profile.tags.length,
            certifications: profile.certifications.length,
            rewards: profile.rewards.length,
            links: profile.socialLinks.length,
          })}
        </List.Item>
      </List>
      <Text size="sm" c="dimmed">
        {t('profileReveal.modal.notShared')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('profileReveal.modal.snapshot')}
      </Text>
    </Stack>
  );
}

/**
 * The confirmation: exactly what the company will see (read from the server at this moment), that
 * it cannot be taken back once seen, and a confirm button that is never the default.
 */
function RevealModal({
  application,
  opened,
  onClose,
}: {
  application: CandidateApplication;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const company = application.company.name;
  const preview = useQuery(revealPreviewQuery(application.id, opened));
  const reveal = useRevealProfile();
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const confirm = () =>
    reveal.mutate(application.id, {
      onSuccess: () => {
        notifications.show({ color: 'veil', message: t('profileReveal.modal.done', { company }) });
        onClose();
      },
    });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('profileReveal.modal.title', { company })}
      centered
      fullScreen={phone}
      closeOnClickOutside={!reveal.isPending}
      closeOnEscape={!reveal.isPending}
      styles={{ title: { fontWeight: 600 } }}
    >
      <Stack gap="md">
        {preview.isSuccess ? (
          <WhatTheyWillSee profile={preview.data.profile} company={company} />
        ) : (
          <QueryPlaceholder query={preview} errorTitle={t('profileReveal.modal.loadFailed')} rows={3} />
        )}
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />}>
          <Text size="sm">{t('profileReveal.modal.final')}</Text>
        </Alert>
        {reveal.isError ? (
          <Alert color="red" variant="light" role="alert" title={t('profileReveal.modal.failed')}>
            {describe(reveal.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={reveal.isPending} data-autofocus>
            {t('profileReveal.modal.cancel')}
          </Button>
          <Button onClick={confirm} loading={reveal.isPending} disabled={!preview.isSuccess}>
            {t('profileReveal.modal.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * The reveal on the application page (issue 38): after the interview, an offer to share the full
 * profile with the company, which only the candidate's confirmation does; once shared, since when.
 * Nothing before the interview: the candidate is not nudged to give up their anonymity early.
 */
export function RevealCard({ application }: { application: CandidateApplication }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [opened, setOpened] = useState(false);
  const company = application.company.name;
  if (application.revealedAt) {
    return (
      <Alert
        color="veil"
        variant="light"
        icon={<IconUserCheck size={20} aria-hidden />}
        title={t('profileReveal.card.revealedTitle')}
      >
        {t('profileReveal.card.revealedText', {
          company,
          date: formatDate(new Date(application.revealedAt), locale),
        })}
      </Alert>
    );
  }
  if (!application.canReveal) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="reveal-title">
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="h4" id="reveal-title" style={{ overflowWrap: 'anywhere' }}>
          {t('profileReveal.card.title', { company })}
        </Title>
        <Text size="sm">{t('profileReveal.card.text', { company })}</Text>
        <Button leftSection={<IconLockOpen size={18} aria-hidden />} onClick={() => setOpened(true)}>
          {t('profileReveal.card.open')}
        </Button>
      </Stack>
      <RevealModal application={application} opened={opened} onClose={() => setOpened(false)} />
    </Paper>
  );
}
