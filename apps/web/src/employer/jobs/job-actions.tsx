import { Anchor, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEye, IconLock, IconSend, IconTrash } from '@tabler/icons-react';
import { canTakeJobAction } from '@veil/domain';
import type { EmployerJob } from '@veil/domain/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/translation';
import { ConfirmModal } from '../../ui/confirm-modal';
import { employerPaths } from '../paths';
import { useDeleteJob, useJobAction } from './api';
import { JobDeletionStats } from './job-deletion-stats';

type Dialog = 'publish' | 'close' | 'delete' | null;

type JobActionsProps = {
  job: EmployerJob;
  /** Sections with unsaved input: publishing sends what is saved, so the dialog names them. */
  unsavedSections: readonly string[];
  /** Called once the job is deleted (the page leaves for the list). */
  onDeleted: () => void;
};

/** Preview, publish (or the missing fields), close with its warning, and delete with confirmation. */
export function JobActions({ job, unsavedSections, onDeleted }: JobActionsProps) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const action = useJobAction(job.id);
  const remove = useDeleteJob(job.id);
  const open = (which: Dialog) => {
    action.reset();
    remove.reset();
    setDialog(which);
  };
  const close = () => setDialog(null);

  const run = (which: 'publish' | 'close') =>
    action.mutate(which, {
      onSuccess: () => {
        close();
        notifications.show({ color: 'green', message: t(`employerJobs.actions.${which}Done`) });
      },
    });

  return (
    <>
      <Group gap="sm" wrap="wrap">
        <Button
          component={Link}
          to={employerPaths.jobPreview(job.id)}
          variant="default"
          leftSection={<IconEye size={18} aria-hidden />}
        >
          {t('employerJobs.actions.preview')}
        </Button>
        {canTakeJobAction('publish', job.status) ? (
          <Button leftSection={<IconSend size={18} aria-hidden />} onClick={() => open('publish')}>
            {t('employerJobs.actions.publish')}
          </Button>
        ) : null}
        {canTakeJobAction('close', job.status) ? (
          <Button
            variant="outline"
            color="red"
            leftSection={<IconLock size={18} aria-hidden />}
            onClick={() => open('close')}
          >
            {t('employerJobs.actions.close')}
          </Button>
        ) : null}
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={18} aria-hidden />}
          onClick={() => open('delete')}
        >
          {t('employerJobs.actions.delete')}
        </Button>
      </Group>

      {job.missingFields.length > 0 ? (
        <Modal
          opened={dialog === 'publish'}
          onClose={close}
          title={t('employerJobs.actions.notReadyTitle')}
          centered
          styles={{ title: { fontWeight: 600 } }}
        >
          <Stack gap="md">
            <Text size="sm">{t('employerJobs.actions.notReadyText')}</Text>
            <List size="sm" spacing={4} aria-label={t('employerJobs.actions.missingList')}>
              {job.missingFields.map((field) => (
                <List.Item key={field}>
                  <Anchor href={`#${field}`} size="sm" onClick={close}>
                    {t(`fields.${field}`)}
                  </Anchor>
                </List.Item>
              ))}
            </List>
            <Group justify="flex-end">
              <Button onClick={close} data-autofocus>
                {t('employerJobs.actions.understood')}
              </Button>
            </Group>
          </Stack>
        </Modal>
      ) : (
        <ConfirmModal
          opened={dialog === 'publish'}
          onClose={close}
          title={t('employerJobs.actions.publishTitle')}
          confirmLabel={t('employerJobs.actions.publishConfirm')}
          onConfirm={() => run('publish')}
          loading={action.isPending}
          error={action.error}
          errorTitle={t('employerJobs.actions.publishFailed')}
        >
          {t('employerJobs.actions.publishText')}
          {unsavedSections.length > 0
            ? ` ${t('employerJobs.actions.unsavedNotPublished', { sections: unsavedSections.join(', ') })}`
            : null}
        </ConfirmModal>
      )}
      <ConfirmModal
        opened={dialog === 'close'}
        onClose={close}
        title={t('employerJobs.actions.closeTitle')}
        confirmLabel={t('employerJobs.actions.closeConfirm')}
        onConfirm={() => run('close')}
        destructive
        loading={action.isPending}
        error={action.error}
        errorTitle={t('employerJobs.actions.closeFailed')}
      >
        {t('employerJobs.actions.closeText')}
      </ConfirmModal>
      <ConfirmModal
        opened={dialog === 'delete'}
        onClose={close}
        title={t('employerJobs.actions.deleteTitle', { title: job.jobTitle })}
        confirmLabel={t('employerJobs.actions.deleteConfirm')}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              close();
              notifications.show({ color: 'green', message: t('employerJobs.actions.deleteDone') });
              onDeleted();
            },
          })
        }
        destructive
        loading={remove.isPending}
        error={remove.error}
        errorTitle={t('employerJobs.actions.deleteFailed')}
      >
        {t('employerJobs.actions.deleteText')}
        {dialog === 'delete' ? <JobDeletionStats jobId={job.id} /> : null}
      </ConfirmModal>
    </>
  );
}
