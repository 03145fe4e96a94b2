import './copy';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMailForward } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@veil/domain';
import type { TalentInvitation, TalentPoolConsent } from '@veil/domain/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useErrorMessage } from '../../lib/error-message';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { ConfirmModal } from '../../ui/confirm-modal';
import { candidatePaths } from '../paths';
import { consentsQuery, invitationsQuery, useAcceptInvitation, useRevokeConsent } from './api';
import { IconTitle } from './icon-title';

/** One invitation to apply: accepting opens the job, where the candidate applies as usual. */
function InvitationCard({ invitation }: { invitation: TalentInvitation }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const describe = useErrorMessage();
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const titleId = `talent-invitation-${invitation.id}`;
  return (
    <Paper
      withBorder
      p="md"
      component="article"
      aria-labelledby={titleId}
      style={{ borderLeft: '4px solid var(--mantine-color-veil-6)' }}
    >
      <Stack gap="xs">
        <IconTitle icon={IconMailForward} id={titleId}>
          {t('talentPool.invitation.title', { company: invitation.companyName })}
        </IconTitle>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('talentPool.invitation.text', { job: invitation.jobTitle })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('talentPool.invitation.expires', { date: formatDate(new Date(invitation.expiresAt), locale) })}
        </Text>
        {accept.isError ? (
          <Alert color="red" variant="light" role="alert" title={t('talentPool.invitation.failed')}>
            {describe(accept.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button
            loading={accept.isPending}
            onClick={() =>
              accept.mutate(invitation.id, {
                onSuccess: (accepted) => navigate(candidatePaths.job(accepted.jobId)),
              })
            }
          >
            {t('talentPool.invitation.accept')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The pools the candidate is in, each with its end and a revoke button that asks first. */
function ConsentList({ consents }: { consents: TalentPoolConsent[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const revoke = useRevokeConsent();
  const [subject, setSubject] = useState<TalentPoolConsent | null>(null);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="talent-pools-title">
      <Stack gap="sm">
        <div>
          <Title order={2} fz="h4" id="talent-pools-title">
            {t('talentPool.pools.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('talentPool.pools.description')}
          </Text>
        </div>
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {consents.map((consent) => (
            <Group
              key={consent.id}
              component="li"
              justify="space-between"
              gap="sm"
              wrap="nowrap"
              py={4}
              style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
            >
              <div style={{ minWidth: 0 }}>
                <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {consent.companyName}{' '}
                  <Text span size="sm" c="dimmed" fw={400}>
                    {t('talentPool.pools.until', { date: formatDate(new Date(consent.expiresAt), locale) })}
                  </Text>
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {t('talentPool.pools.from', { job: consent.jobTitle })}
                </Text>
              </div>
              <Button
                variant="default"
                color="red"
                size="xs"
                style={{ flexShrink: 0 }}
                aria-label={t('talentPool.pools.revokeLabel', { company: consent.companyName })}
                onClick={() => {
                  revoke.reset();
                  setSubject(consent);
                }}
              >
                {t('talentPool.pools.revoke')}
              </Button>
            </Group>
          ))}
        </Stack>
      </Stack>
      <ConfirmModal
        opened={subject !== null}
        onClose={() => setSubject(null)}
        title={t('talentPool.pools.revokeTitle', { company: subject?.companyName ?? '' })}
        confirmLabel={t('talentPool.pools.revokeConfirm')}
        destructive
        loading={revoke.isPending}
        error={revoke.error}
        errorTitle={t('talentPool.pools.revokeFailed')}
        onConfirm={() => {
          if (!subject) return;
          revoke.mutate(subject.id, {
            onSuccess: () => {
              notifications.show({
                color: 'veil',
                message: t('talentPool.pools.revoked', { company: subject.companyName }),
              });
              setSubject(null);
            },
          });
        }}
      >
        {t('talentPool.pools.revokeText', { company: subject?.companyName ?? '' })}
      </ConfirmModal>
    </Paper>
  );
}

/**
 * On the applications list: open invitations to apply first, then the talent pools the candidate is
 * in with a revoke button each. Nothing shows while the candidate is in no pool.
 */
export function TalentPoolsSection() {
  const consents = useQuery(consentsQuery());
  const invitations = useQuery(invitationsQuery());
  const open = invitations.data?.invitations ?? [];
  const pools = consents.data?.consents ?? [];
  if (open.length === 0 && pools.length === 0) return null;
  return (
    <Stack gap="md" mb="lg">
      {open.map((invitation) => (
        <InvitationCard key={invitation.id} invitation={invitation} />
      ))}
      {pools.length > 0 ? <ConsentList consents={pools} /> : null}
    </Stack>
  );
}
