import '@mantine/dropzone/styles.layer.css';
import { Button, Group, Image, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconCloudUpload, IconUpload, IconX } from '@tabler/icons-react';
import type { Upload, UploadPurpose } from '@veil/domain/contracts';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { ConfirmModal } from '../../ui/confirm-modal';
import { PlainList } from '../../ui/plain-list';
import { acceptedTypes, rulesHint } from './rules-hint';
import { QueueActions, RemoveExistingAction, UploadRow } from './upload-item-row';
import { useUploadQueue } from './use-upload-queue';

/** A file that was stored before this visit (state "existed"), e.g. the current logo. */
export type ExistingFile = {
  id: string;
  name: string;
  size?: number;
  kind: 'image' | 'video' | 'pdf';
  /** Shown as a thumbnail when the file is an image. */
  previewUrl?: string;
};

type UploadFieldProps = {
  purpose: UploadPurpose;
  /** What the field is for, e.g. "Upload logo"; the drop zone's title. */
  label: string;
  /** How many files the purpose already holds, for its maximum. */
  existingCount?: number;
  multiple?: boolean;
  /** Attaches the checked upload (set as logo, add to media …); its failure shows on the item. */
  onUploaded: (upload: Upload, file: File) => Promise<unknown>;
  /** Told whether a file is still being sent, so the page can warn before leaving. */
  onBusyChange?: (busy: boolean) => void;
  existing?: readonly ExistingFile[];
  /** Removes a stored file, after the confirmation in `removeConfirm`. */
  onRemoveExisting?: (file: ExistingFile) => Promise<unknown>;
  removeConfirm?: { title: string; text: string; confirmLabel: string };
  /** Why nothing can be added right now (e.g. the maximum is reached); disables the drop zone. */
  disabledReason?: string;
  /** Receives the function that opens the file picker, for buttons elsewhere (an empty state). */
  openRef?: RefObject<(() => void) | null>;
};

/**
 * The product's upload field: a drop zone (or file picker) that checks each file in the browser
 * against the domain's limits, then uploads it with a real progress bar, and lists every file with
 * its state: uploading, done, error (with the reason and a retry), removed, existed.
 */
export function UploadField(props: UploadFieldProps) {
  const { purpose, label, existingCount = 0, multiple = false, onUploaded, onBusyChange } = props;
  const { existing = [], onRemoveExisting, removeConfirm, disabledReason } = props;
  const { t } = useTranslation();
  const locale = useLocale();
  const hintId = useId();
  const titleId = useId();
  const ownOpenRef = useRef<() => void>(null);
  const openRef = props.openRef ?? ownOpenRef;
  const queue = useUploadQueue({ purpose, existingCount, onUploaded });
  const [removing, setRemoving] = useState<ExistingFile | null>(null);
  const [removeError, setRemoveError] = useState<unknown>(null);
  const [removePending, setRemovePending] = useState(false);
  const [removed, setRemoved] = useState<ExistingFile[]>([]);

  useEffect(() => onBusyChange?.(queue.busy), [queue.busy, onBusyChange]);

  const choose = (files: File[]) => {
    if (files.length === 0) return;
    queue.addFiles(multiple ? files : files.slice(0, 1));
  };

  const confirmRemove = async () => {
    if (!removing || !onRemoveExisting) return;
    setRemovePending(true);
    setRemoveError(null);
    try {
      await onRemoveExisting(removing);
      setRemoved((list) => [removing, ...list]);
      setRemoving(null);
    } catch (error) {
      setRemoveError(error);
    } finally {
      setRemovePending(false);
    }
  };

  const removedIds = new Set(removed.map((file) => file.id));
  const shownExisting = existing.filter((file) => !removedIds.has(file.id));
  const hasRows = queue.items.length + shownExisting.length + removed.length > 0;
  const disabled = disabledReason !== undefined;

  return (
    <Stack gap="sm">
      <Dropzone
        onDrop={() => undefined}
        onDropAny={(accepted, rejections) => choose([...accepted, ...rejections.map((r) => r.file)])}
        accept={acceptedTypes(purpose)}
        multiple={multiple}
        disabled={disabled}
        openRef={openRef}
        // a place to drop files, not a second button: the "choose file" button below is the
        // keyboard's way in, so the zone holds no nested control and is named by its visible title
        activateOnKeyboard={false}
        role="group"
        aria-labelledby={titleId}
        aria-describedby={hintId}
        radius="md"
        p="lg"
      >
        <Group justify="center" gap="lg" mih={96} wrap="nowrap" style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={40} stroke={1.5} color="var(--mantine-color-veil-7)" aria-hidden />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={40} stroke={1.5} color="var(--mantine-color-red-7)" aria-hidden />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconCloudUpload size={40} stroke={1.5} color="var(--mantine-color-gray-6)" aria-hidden />
          </Dropzone.Idle>
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text fw={600} id={titleId}>
              {label}
            </Text>
            <Text size="sm" c="dimmed">
              {disabledReason ?? t(multiple ? 'uploads.dropHintMany' : 'uploads.dropHintOne')}
            </Text>
            <Text size="xs" c="dimmed" id={hintId}>
              {rulesHint(purpose, locale, t)}
            </Text>
          </Stack>
        </Group>
      </Dropzone>
      <Group justify="flex-start">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconUpload size={16} aria-hidden />}
          onClick={() => openRef.current?.()}
          disabled={disabled}
        >
          {t(multiple ? 'uploads.chooseMany' : 'uploads.chooseOne')}
        </Button>
      </Group>
      {hasRows ? (
        <PlainList label={t('uploads.listLabel')} gap="xs" live>
          {queue.items.map((item) => (
            <UploadRow
              key={item.key}
              name={item.name}
              size={item.size}
              kind={item.kind}
              state={item.state}
              progress={item.progress}
              phase={item.phase}
              error={item.error}
              actions={
                <QueueActions
                  item={item}
                  onCancel={() => queue.cancel(item.key)}
                  onRetry={() => queue.retry(item.key)}
                  onDismiss={() => queue.dismiss(item.key)}
                />
              }
            />
          ))}
          {shownExisting.map((file) => (
            <UploadRow
              key={file.id}
              name={file.name}
              size={file.size}
              kind={file.kind}
              state="existed"
              preview={
                file.kind === 'image' && file.previewUrl ? (
                  <Image src={file.previewUrl} alt="" w={40} h={40} fit="contain" radius="md" />
                ) : undefined
              }
              actions={
                onRemoveExisting ? (
                  <RemoveExistingAction name={file.name} onRemove={() => setRemoving(file)} />
                ) : undefined
              }
            />
          ))}
          {removed.map((file) => (
            <UploadRow
              key={`removed-${file.id}`}
              name={file.name}
              size={file.size}
              kind={file.kind}
              state="removed"
            />
          ))}
        </PlainList>
      ) : null}
      {removeConfirm ? (
        <ConfirmModal
          opened={removing !== null}
          onClose={() => {
            setRemoving(null);
            setRemoveError(null);
          }}
          title={removeConfirm.title}
          confirmLabel={removeConfirm.confirmLabel}
          onConfirm={() => void confirmRemove()}
          destructive
          loading={removePending}
          error={removeError}
        >
          {removeConfirm.text}
        </ConfirmModal>
      ) : null}
    </Stack>
  );
}
