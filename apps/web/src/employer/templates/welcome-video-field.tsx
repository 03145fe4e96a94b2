import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconTrash } from '@tabler/icons-react';
import { formatFileSize } from '@veil/domain';
import type { TemplateWelcomeVideo } from '@veil/domain/contracts';
import { useEffect, useState } from 'react';
import { UploadField } from '../../features/uploads/upload-field';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';

/** A video sent in this visit, played from the chosen file until the template is saved. */
type NewVideo = { uploadId: string; url: string; size: number };

type WelcomeVideoFieldProps = {
  /** The video stored with the template (null for none or a new template). */
  stored: TemplateWelcomeVideo | null;
  /** The upload the form holds: the stored one, a new one, or null for none. */
  uploadId: string | null;
  onChange: (uploadId: string | null) => void;
  onBusyChange: (busy: boolean) => void;
  readOnly: boolean;
  error?: string;
};

function VideoPlayer({ url, label }: { url: string; label: string }) {
  return (
    // biome-ignore lint/a11y/useMediaCaption: the company's own video; captions are theirs to add
    <video
      src={url}
      controls
      preload="metadata"
      aria-label={label}
      style={{ width: '100%', maxWidth: 480, maxHeight: 270, borderRadius: 8, background: 'black' }}
    />
  );
}

/**
 * The optional welcome video (mp4/webm ≤ 10 MB) through the product's uploads: play the stored
 * one, remove it, or upload another. Nothing changes on the server before the template is saved,
 * so a removal can be taken back.
 */
export function WelcomeVideoField(props: WelcomeVideoFieldProps) {
  const { stored, uploadId, onChange, onBusyChange, readOnly, error } = props;
  const { t } = useTranslation();
  const locale = useLocale();
  const [fresh, setFresh] = useState<NewVideo | null>(null);

  // the chosen file's address lives as long as it is shown
  useEffect(() => {
    const url = fresh?.url;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [fresh]);

  const shown =
    stored && uploadId === stored.uploadId
      ? { url: stored.url, size: stored.size, caption: t('emailTemplates.video.current') }
      : fresh && uploadId === fresh.uploadId
        ? { url: fresh.url, size: fresh.size, caption: t('emailTemplates.video.uploaded') }
        : null;

  if (readOnly) {
    return shown ? (
      <VideoPlayer url={shown.url} label={t('emailTemplates.video.playerLabel')} />
    ) : (
      <Text size="sm" c="dimmed">
        {t('emailTemplates.video.none')}
      </Text>
    );
  }

  if (shown) {
    return (
      <Stack gap="xs">
        <VideoPlayer url={shown.url} label={t('emailTemplates.video.playerLabel')} />
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed">
            {shown.caption} · {formatFileSize(shown.size, locale)}
          </Text>
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => onChange(null)}
          >
            {t('emailTemplates.video.remove')}
          </Button>
        </Group>
        {error ? (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        ) : null}
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      {stored && uploadId === null ? (
        <Paper withBorder p="sm" bg="yellow.0">
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text size="sm">{t('emailTemplates.video.removeNote')}</Text>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconArrowBackUp size={16} aria-hidden />}
              onClick={() => onChange(stored.uploadId)}
            >
              {t('emailTemplates.video.undoRemove')}
            </Button>
          </Group>
        </Paper>
      ) : null}
      <UploadField
        purpose="template_video"
        label={t('emailTemplates.video.upload')}
        onUploaded={async (upload, file) => {
          setFresh({ uploadId: upload.uploadId, url: URL.createObjectURL(file), size: upload.size });
          onChange(upload.uploadId);
        }}
        onBusyChange={onBusyChange}
      />
      {error ? (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
