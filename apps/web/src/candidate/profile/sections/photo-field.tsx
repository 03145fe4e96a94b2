import { Avatar, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash, IconUser } from '@tabler/icons-react';
import type { Resume } from '@veil/domain/contracts';
import { useState } from 'react';
import { UploadField } from '../../../features/uploads/upload-field';
import { useTranslation } from '../../../lib/translation';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { useUpdateResumeSection } from '../api';
import { userDetailsPayload } from './user-details-fields';

/**
 * The candidate's photo (purpose candidate_profile: JPG or PNG up to 2 MB, re-encoded without
 * metadata), set as soon as the upload is checked, with the stored details, never the unsaved ones
 * of the form next to it. Employers see it only after a reveal. The photo shows once, as the avatar,
 * with its remove button: the upload field lists only what is being sent now.
 */
export function PhotoField({ resume }: { resume: Resume }) {
  const { t } = useTranslation();
  const update = useUpdateResumeSection();
  const remove = useUpdateResumeSection();
  const [confirming, setConfirming] = useState(false);
  const url = resume.userDetails.profilePictureUrl;
  const save = (photoUploadId: string | null) =>
    update.mutateAsync({
      updateType: 'userDetails',
      newData: { ...userDetailsPayload(resume.userDetails), photoUploadId },
    });
  const confirmRemove = () =>
    remove.mutate(
      {
        updateType: 'userDetails',
        newData: { ...userDetailsPayload(resume.userDetails), photoUploadId: null },
      },
      {
        onSuccess: () => {
          setConfirming(false);
          notifications.show({ color: 'green', message: t('candidateProfile.photo.removed') });
        },
      },
    );
  return (
    <Group align="flex-start" gap="lg" wrap="wrap">
      <Stack gap="xs" align="center">
        <Avatar
          src={url}
          alt={url ? t('candidateProfile.photo.alt') : undefined}
          size={96}
          radius={999}
          color="veil"
          variant="light"
        >
          <IconUser size={40} aria-hidden />
        </Avatar>
        {url ? (
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setConfirming(true)}
          >
            {t('candidateProfile.photo.removeConfirm')}
          </Button>
        ) : null}
      </Stack>
      <Stack gap="xs" style={{ flex: '1 1 16rem', minWidth: 0 }}>
        <Text size="sm" c="dimmed">
          {t('candidateProfile.photo.hint')}
        </Text>
        <UploadField
          purpose="candidate_profile"
          label={url ? t('candidateProfile.photo.replace') : t('candidateProfile.photo.upload')}
          onUploaded={async (upload) => {
            await save(upload.uploadId);
            notifications.show({ color: 'green', message: t('candidateProfile.photo.saved') });
          }}
        />
      </Stack>
      <ConfirmModal
        opened={confirming}
        onClose={() => {
          setConfirming(false);
          remove.reset();
        }}
        title={t('candidateProfile.photo.removeTitle')}
        confirmLabel={t('candidateProfile.photo.removeConfirm')}
        onConfirm={confirmRemove}
        destructive
        loading={remove.isPending}
        error={remove.error ?? undefined}
      >
        {t('candidateProfile.photo.removeText')}
      </ConfirmModal>
    </Group>
  );
}
