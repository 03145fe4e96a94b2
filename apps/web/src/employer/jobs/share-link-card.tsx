import { ActionIcon, Button, CopyButton, Group, TextInput, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy, IconRefresh } from '@tabler/icons-react';
import type { EmployerJob } from '@veil/domain/contracts';
import { useState } from 'react';
import { SectionCard } from '../../features/forms/section-card';
import { useTranslation } from '../../lib/translation';
import { ConfirmModal } from '../../ui/confirm-modal';
import { useRegenerateShareCode } from './api';
import { shareLinkOf } from './share-link';

/** The job's shareable link, to copy, and a new one on request (the old one then stops working). */
export function ShareLinkCard({ job, readOnly }: { job: EmployerJob; readOnly: boolean }) {
  const { t } = useTranslation();
  const regenerate = useRegenerateShareCode(job.id);
  const [confirming, setConfirming] = useState(false);
  const link = shareLinkOf(job.sharableCode);

  return (
    <SectionCard
      id="share"
      title={t('employerJobs.share.title')}
      description={job.status === 'draft' ? t('employerJobs.share.draftHint') : t('employerJobs.share.hint')}
    >
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <TextInput
          label={t('employerJobs.share.label')}
          value={link}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          style={{ flex: 1, minWidth: 0 }}
        />
        <CopyButton value={link} timeout={2000}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('employerJobs.share.copied') : t('employerJobs.share.copy')} withArrow>
              <ActionIcon
                variant={copied ? 'filled' : 'default'}
                color={copied ? 'green' : undefined}
                size={36}
                aria-label={copied ? t('employerJobs.share.copied') : t('employerJobs.share.copy')}
                onClick={copy}
              >
                {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
      {readOnly ? null : (
        <Group>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => {
              regenerate.reset();
              setConfirming(true);
            }}
          >
            {t('employerJobs.share.newLink')}
          </Button>
        </Group>
      )}
      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('employerJobs.share.newLinkTitle')}
        confirmLabel={t('employerJobs.share.newLinkConfirm')}
        onConfirm={() =>
          regenerate.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              notifications.show({ color: 'green', message: t('employerJobs.share.newLinkDone') });
            },
          })
        }
        loading={regenerate.isPending}
        error={regenerate.error}
        errorTitle={t('employerJobs.share.newLinkFailed')}
      >
        {t('employerJobs.share.newLinkText')}
      </ConfirmModal>
    </SectionCard>
  );
}
