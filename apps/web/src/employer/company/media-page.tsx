import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { FILE_LIMITS, formatFileSize } from '@veil/domain';
import type { CompanyMediaItem } from '@veil/domain/contracts';
import { useRef, useState } from 'react';
import { type MediaPreviewItem, MediaPreviewModal } from '../../features/company-profile/media-preview';
import { MediaThumbnail } from '../../features/company-profile/media-thumbnail';
import { SectionCard } from '../../features/forms/section-card';
import { UnsavedChangesGuard } from '../../features/forms/unsaved-changes-guard';
import { UploadField } from '../../features/uploads/upload-field';
import { useErrorMessage } from '../../lib/error-message';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { usePageTitle } from '../../lib/use-page-title';
import { ConfirmModal } from '../../ui/confirm-modal';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';
import { QueryPlaceholder } from '../../ui/query-placeholder';
import { useDialogSubject } from '../../ui/use-dialog-subject';
import { companyFilesQuery, useAddMedia, useRemoveMedia, useSelectMedia } from './api';
import { CompanyNav } from './company-nav';

const MAX_MEDIA = FILE_LIMITS.company_media.maxFiles;

function MediaCard({
  item,
  onPreview,
  onRemove,
}: {
  item: CompanyMediaItem;
  onPreview: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const describe = useErrorMessage();
  const select = useSelectMedia();
  const kind = t(`enums.mediaKind.${item.mediaType}`);
  return (
    <Paper
      withBorder
      p="xs"
      component="li"
      aria-label={t('company.media.itemLabel', { kind, size: formatFileSize(item.size, locale) })}
    >
      <Stack gap="xs">
        <MediaThumbnail item={item} onOpen={onPreview} />
        <Group justify="space-between" gap={4} wrap="nowrap">
          <Group gap={6} wrap="wrap" style={{ minWidth: 0 }}>
            <Badge size="sm" variant="light" color="gray" radius="sm">
              {kind}
            </Badge>
            <Text size="xs" c="dimmed">
              {formatFileSize(item.size, locale)}
            </Text>
          </Group>
          <Tooltip label={t('company.media.remove')} withArrow>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('company.media.removeNamed', { kind })}
              onClick={onRemove}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
        <Switch
          size="sm"
          label={t('company.media.shown')}
          checked={item.isSelected}
          disabled={select.isPending}
          onChange={(event) =>
            select.mutate(
              { mediaId: item.id, isSelected: event.currentTarget.checked },
              {
                onSuccess: (changed) =>
                  notifications.show({
                    color: 'green',
                    message: changed.isSelected ? t('company.media.nowShown') : t('company.media.nowHidden'),
                  }),
                onError: (error) =>
                  notifications.show({
                    color: 'red',
                    title: t('company.media.selectFailed'),
                    message: describe(error),
                  }),
              },
            )
          }
        />
      </Stack>
    </Paper>
  );
}

/**
 * `/employer/company/media` (power users): up to 12 pictures and videos; the selected ones appear on
 * the company page candidates see. Upload, preview, show or hide, remove (after asking).
 */
export function CompanyMediaPage() {
  const { t } = useTranslation();
  const files = useQuery(companyFilesQuery());
  const addMedia = useAddMedia();
  const removeMedia = useRemoveMedia();
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<MediaPreviewItem | null>(null);
  const [removing, setRemoving] = useState<CompanyMediaItem | null>(null);
  const removal = useDialogSubject(removing);
  const openPicker = useRef<(() => void) | null>(null);
  usePageTitle(t('company.media.title'));

  const header = (
    <>
      <CompanyNav />
      <PageHeader title={t('company.media.title')} description={t('company.media.description')} />
    </>
  );
  if (!files.isSuccess)
    return (
      <>
        {header}
        <QueryPlaceholder query={files} errorTitle={t('company.media.loadFailed')} variant="page" />
      </>
    );

  const media = files.data.media;
  const shown = media.filter((item) => item.isSelected).length;
  const full = media.length >= MAX_MEDIA;
  const closeRemoval = () => {
    removeMedia.reset();
    setRemoving(null);
  };
  const kindOfRemoved = removal.subject ? t(`enums.mediaKind.${removal.subject.mediaType}`) : '';

  return (
    <>
      {header}
      <Stack gap="lg">
        <SectionCard
          id="media-upload"
          title={t('company.media.uploadTitle')}
          description={t('company.media.count', { count: media.length, max: MAX_MEDIA, shown })}
        >
          <UploadField
            purpose="company_media"
            label={t('company.media.upload')}
            multiple
            existingCount={media.length}
            openRef={openPicker}
            onUploaded={(upload) => addMedia.mutateAsync({ uploadId: upload.uploadId })}
            onBusyChange={setBusy}
            disabledReason={full ? t('company.media.full', { max: MAX_MEDIA }) : undefined}
          />
        </SectionCard>
        {media.length === 0 ? (
          <EmptyState
            icon={<IconPhoto size={28} aria-hidden />}
            title={t('company.media.emptyTitle')}
            description={t('company.media.emptyDescription')}
            action={
              <Button
                leftSection={<IconUpload size={18} aria-hidden />}
                onClick={() => openPicker.current?.()}
              >
                {t('company.media.upload')}
              </Button>
            }
          />
        ) : (
          <SimpleGrid
            cols={{ base: 1, xs: 2, md: 3, xl: 4 }}
            spacing="md"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('company.media.listLabel')}
          >
            {media.map((item) => (
              <MediaCard
                key={item.id}
                item={item}
                onPreview={() => setPreview(item)}
                onRemove={() => setRemoving(item)}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <MediaPreviewModal item={preview} onClose={() => setPreview(null)} />
      <ConfirmModal
        opened={removal.opened}
        onClose={closeRemoval}
        title={t('company.media.removeTitle', { kind: kindOfRemoved })}
        confirmLabel={t('company.media.removeConfirm')}
        destructive
        loading={removeMedia.isPending}
        error={removeMedia.error}
        errorTitle={t('company.media.removeFailed')}
        onConfirm={() => {
          if (!removing) return;
          removeMedia.mutate(
            { mediaId: removing.id },
            {
              onSuccess: () => {
                notifications.show({
                  color: 'green',
                  message: t('company.media.removed', { kind: kindOfRemoved }),
                });
                closeRemoval();
              },
            },
          );
        }}
      >
        {t('company.media.removeText')}
      </ConfirmModal>
      <UnsavedChangesGuard sections={busy ? [t('company.edit.uploadRunning')] : []} />
    </>
  );
}
