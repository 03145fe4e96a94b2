import { Avatar, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUser } from '@tabler/icons-react';
import type { EmployerMe } from '@veil/domain/contracts';
import { SectionCard } from '../../features/forms/section-card';
import { UploadField } from '../../features/uploads/upload-field';
import { useTranslation } from '../../lib/translation';
import { useRemoveProfilePicture, useSetProfilePicture } from './api';

type ProfilePictureSectionProps = { me: EmployerMe; onBusyChange: (busy: boolean) => void };

/**
 * The own profile picture: set as soon as the upload is checked (re-encoded to 720 px, without
 * metadata), replaced by the next one. Colleagues see it; candidates never do.
 */
export function ProfilePictureSection({ me, onBusyChange }: ProfilePictureSectionProps) {
  const { t } = useTranslation();
  const setPicture = useSetProfilePicture();
  const removePicture = useRemoveProfilePicture();
  const url = me.profilePictureUrl;
  return (
    <SectionCard
      id="profile-picture"
      title={t('settings.picture.title')}
      description={t('settings.picture.description')}
    >
      <Group align="flex-start" gap="lg" wrap="wrap">
        <Avatar
          src={url}
          alt={url ? t('settings.picture.alt') : undefined}
          size={112}
          radius={999}
          color="veil"
          variant="light"
        >
          <IconUser size={48} aria-hidden />
        </Avatar>
        <Stack gap="xs" style={{ flex: '1 1 18rem', minWidth: 0 }}>
          <UploadField
            purpose="employer_profile"
            label={url ? t('settings.picture.replace') : t('settings.picture.upload')}
            onUploaded={async (upload) => {
              await setPicture.mutateAsync(upload.uploadId);
              notifications.show({ color: 'green', message: t('settings.picture.saved') });
            }}
            onBusyChange={onBusyChange}
            existing={
              url
                ? [
                    {
                      id: 'profile-picture',
                      name: t('settings.picture.current'),
                      kind: 'image',
                      previewUrl: url,
                    },
                  ]
                : []
            }
            onRemoveExisting={async () => {
              await removePicture.mutateAsync(undefined);
              notifications.show({ color: 'green', message: t('settings.picture.removed') });
            }}
            removeConfirm={{
              title: t('settings.picture.removeTitle'),
              text: t('settings.picture.removeText'),
              confirmLabel: t('settings.picture.removeConfirm'),
            }}
          />
        </Stack>
      </Group>
    </SectionCard>
  );
}
