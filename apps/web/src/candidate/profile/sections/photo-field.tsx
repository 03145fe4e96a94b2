import { Avatar, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUser } from '@tabler/icons-react';
import type { Resume } from '@veil/domain/contracts';
import { useTranslation } from 'react-i18next';
import { UploadField } from '../../../features/uploads/upload-field';
import { useUpdateResumeSection } from '../api';
import { userDetailsPayload } from './user-details-fields';

/**
 * The candidate's photo (purpose candidate_profile: JPG or PNG up to 2 MB, re-encoded without
 * metadata), set as soon as the upload is checked, with the stored details, never the unsaved ones
 * of the form next to it. Employers see it only after a reveal.
 */
export function PhotoField({ resume }: { resume: Resume }) {
  const { t } = useTranslation();
  const update = useUpdateResumeSection();
  const url = resume.userDetails.profilePictureUrl;
  const save = (photoUploadId: string | null) =>
    update.mutateAsync({
      updateType: 'userDetails',
      newData: { ...userDetailsPayload(resume.userDetails), photoUploadId },
    });
  return (
    <Group align="flex-start" gap="lg" wrap="wrap">
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
          existing={
            url
              ? [
                  {
                    id: 'candidate-photo',
                    name: t('candidateProfile.photo.current'),
                    kind: 'image',
                    previewUrl: url,
                  },
                ]
              : []
          }
          onRemoveExisting={async () => {
            await save(null);
            notifications.show({ color: 'green', message: t('candidateProfile.photo.removed') });
          }}
          removeConfirm={{
            title: t('candidateProfile.photo.removeTitle'),
            text: t('candidateProfile.photo.removeText'),
            confirmLabel: t('candidateProfile.photo.removeConfirm'),
          }}
        />
      </Stack>
    </Group>
  );
}
