import { ActionIcon, Badge, Group, Paper, Progress, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconFile,
  IconFileTypePdf,
  IconPhoto,
  IconRefresh,
  IconTrash,
  IconVideo,
  IconX,
} from '@tabler/icons-react';
import { formatFileSize, type UploadState } from '@veil/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import type { UploadItem, UploadPhase } from './use-upload-queue';

/** One colour per upload state, the same wherever files are listed. */
const STATE_COLOR: Record<UploadState, string> = {
  uploading: 'veil',
  done: 'green',
  error: 'red',
  removed: 'gray',
  existed: 'gray',
};

const KIND_ICON = { image: IconPhoto, video: IconVideo, pdf: IconFileTypePdf, other: IconFile } as const;

type UploadRowProps = {
  name: string;
  size?: number;
  kind: UploadItem['kind'];
  state: UploadState;
  progress?: number;
  phase?: UploadPhase;
  error?: string;
  /** A small picture of the file (existing images). */
  preview?: ReactNode;
  actions?: ReactNode;
};

/** One file in an upload list: its name and size, its state, a progress bar while it is sent. */
export function UploadRow({
  name,
  size,
  kind,
  state,
  progress = 0,
  phase,
  error,
  preview,
  actions,
}: UploadRowProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const Icon = KIND_ICON[kind];
  const percent = Math.round(progress * 100);
  const showBar = state === 'uploading' || state === 'done';
  return (
    <Paper withBorder p="sm" component="li" data-upload-state={state} aria-label={name}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {preview ?? (
          <ThemeIcon variant="light" color={STATE_COLOR[state]} size={40} radius="md" aria-hidden>
            {state === 'error' ? (
              <IconAlertTriangle size={22} />
            ) : state === 'done' ? (
              <IconCircleCheck size={22} />
            ) : (
              <Icon size={22} />
            )}
          </ThemeIcon>
        )}
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="wrap" justify="space-between">
            <Text
              size="sm"
              fw={600}
              td={state === 'removed' ? 'line-through' : undefined}
              c={state === 'removed' ? 'dimmed' : undefined}
              style={{ overflowWrap: 'anywhere' }}
            >
              {name}
            </Text>
            <Group gap="xs" wrap="nowrap">
              {size !== undefined ? (
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {formatFileSize(size, locale)}
                </Text>
              ) : null}
              <Badge size="sm" variant="light" radius="sm" color={STATE_COLOR[state]}>
                {t(`enums.uploadState.${state}`)}
              </Badge>
            </Group>
          </Group>
          {showBar ? (
            <Group gap="xs" wrap="nowrap">
              <Progress
                value={state === 'done' ? 100 : percent}
                color={state === 'done' ? 'green' : 'veil'}
                striped={state === 'uploading'}
                animated={state === 'uploading'}
                size="md"
                radius="xl"
                style={{ flex: 1 }}
                aria-label={t('uploads.progressLabel', { name })}
              />
              <Text size="xs" c="dimmed" w={44} ta="right" style={{ whiteSpace: 'nowrap' }}>
                {state === 'done' ? 100 : percent} %
              </Text>
            </Group>
          ) : null}
          {state === 'uploading' && phase ? (
            <Text size="xs" c="dimmed">
              {t(`uploads.phase.${phase}`)}
            </Text>
          ) : null}
          {error ? (
            <Text size="sm" c="red.8" role="alert">
              {error}
            </Text>
          ) : null}
        </Stack>
        {actions ? (
          <Group gap={4} wrap="nowrap">
            {actions}
          </Group>
        ) : null}
      </Group>
    </Paper>
  );
}

type QueueActionsProps = {
  item: UploadItem;
  onCancel: () => void;
  onRetry: () => void;
  onDismiss: () => void;
};

/** Cancel while sending, retry after a failure that another try can fix, hide when finished. */
export function QueueActions({ item, onCancel, onRetry, onDismiss }: QueueActionsProps) {
  const { t } = useTranslation();
  const icon = (label: string, onClick: () => void, node: ReactNode, color = 'gray') => (
    <Tooltip label={label} withArrow>
      <ActionIcon variant="subtle" color={color} size="lg" aria-label={label} onClick={onClick}>
        {node}
      </ActionIcon>
    </Tooltip>
  );
  if (item.state === 'uploading') {
    return item.phase === 'sending'
      ? icon(t('uploads.cancel', { name: item.name }), onCancel, <IconX size={18} aria-hidden />)
      : null;
  }
  return (
    <>
      {item.state === 'error' && item.retryable
        ? icon(
            t('uploads.retry', { name: item.name }),
            onRetry,
            <IconRefresh size={18} aria-hidden />,
            'veil',
          )
        : null}
      {icon(t('uploads.dismiss', { name: item.name }), onDismiss, <IconX size={18} aria-hidden />)}
    </>
  );
}

/** The remove button of a file that was stored before. */
export function RemoveExistingAction({ name, onRemove }: { name: string; onRemove: () => void }) {
  const { t } = useTranslation();
  const label = t('uploads.remove', { name });
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon variant="subtle" color="red" size="lg" aria-label={label} onClick={onRemove}>
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
