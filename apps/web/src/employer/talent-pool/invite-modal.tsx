import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import type { Talent } from '@veil/domain/contracts';
import { useState } from 'react';
import { useErrorMessage } from '../../lib/error-message';
import { useTranslation } from '../../lib/translation';
import { openJobsQuery, useInviteTalent } from './api';

type InviteModalProps = { talent: Talent | null; onClose: () => void };

/** Invites one talent to apply to an open job of the company; jobs they were invited to are left out. */
export function InviteModal({ talent, onClose }: InviteModalProps) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const jobs = useQuery({ ...openJobsQuery(), enabled: talent !== null });
  const invite = useInviteTalent();
  const [jobId, setJobId] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const invited = new Set(talent?.invitations.map((invitation) => invitation.jobId) ?? []);
  const options = (jobs.data?.data ?? [])
    .filter((job) => !invited.has(job.id))
    .map((job) => ({ value: job.id, label: job.jobTitle }));
  const close = () => {
    setJobId(null);
    setMissing(false);
    invite.reset();
    onClose();
  };
  const send = () => {
    if (!talent) return;
    if (!jobId) {
      setMissing(true);
      return;
    }
    invite.mutate(
      { talentNumber: talent.talentNumber, jobId },
      {
        onSuccess: () => {
          notifications.show({
            color: 'veil',
            message: t('talentPool.employer.sent', { number: talent.talentNumber }),
          });
          close();
        },
      },
    );
  };
  return (
    <Modal
      opened={talent !== null}
      onClose={close}
      title={t('talentPool.employer.inviteTitle', { number: talent?.talentNumber ?? '' })}
      centered
      closeOnClickOutside={!invite.isPending}
      styles={{ title: { fontWeight: 600 } }}
    >
      <Stack gap="md">
        <Text size="sm">{t('talentPool.employer.inviteText')}</Text>
        {jobs.isSuccess && options.length === 0 ? (
          <Alert color="gray" variant="light">
            {t('talentPool.employer.noJobs')}
          </Alert>
        ) : (
          <Select
            label={t('talentPool.employer.job')}
            placeholder={t('talentPool.employer.jobPlaceholder')}
            data={options}
            value={jobId}
            onChange={(value) => {
              setJobId(value);
              setMissing(false);
            }}
            searchable
            withAsterisk
            disabled={!jobs.isSuccess}
            error={missing ? t('talentPool.employer.jobRequired') : undefined}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        {invite.isError ? (
          <Alert color="red" variant="light" role="alert" title={t('talentPool.employer.failed')}>
            {describe(invite.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={invite.isPending} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button onClick={send} loading={invite.isPending} disabled={options.length === 0}>
            {t('talentPool.employer.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
