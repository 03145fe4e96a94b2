import type { MediaKind, UploadState } from '@veil/domain';
import type { Upload, UploadPurpose } from '@veil/domain/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, isAbortError } from '../../lib/api-errors';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { uploadFile } from './api';
import { describeFile, precheckFile, uploadErrorMessage } from './messages';

/** What a queued file is doing while it is `uploading`: sending bytes, being checked, being attached. */
export type UploadPhase = 'sending' | 'checking' | 'saving';

/** One file the user chose in this visit, with its place in the upload states of spec section 3. */
export type UploadItem = {
  key: string;
  name: string;
  size: number;
  kind: MediaKind | 'other';
  state: Exclude<UploadState, 'existed'>;
  /** Share sent, 0 to 1. */
  progress: number;
  phase?: UploadPhase;
  /** Why it failed, in the user's language. */
  error?: string;
  /** Whether trying again can help (not for a file the rules refuse). */
  retryable: boolean;
};

type UploadQueueOptions = {
  purpose: UploadPurpose;
  /** How many files the purpose already holds (for its maximum). */
  existingCount: number;
  /** Attaches a checked upload to what it is for (logo, media, document); may fail like any call. */
  onUploaded: (upload: Upload, file: File) => Promise<unknown>;
};

/** Refusals that another try cannot change (a full storage needs files removed first). */
const FINAL_CODES: ReadonlySet<string> = new Set([
  'file_empty',
  'file_type_not_allowed',
  'file_too_large',
  'too_many_files',
  'invalid_meme_type',
  'file_protected',
  'file_damaged',
  'upload_quota_exceeded',
]);

function kindOf(file: File): UploadItem['kind'] {
  if (file.type.startsWith('image/')) return 'image';
  if (file.type.startsWith('video/')) return 'video';
  if (file.type === 'application/pdf') return 'pdf';
  return 'other';
}

let nextKey = 0;

/**
 * The files chosen in one upload field and their states: checked in the browser first (same rules
 * and texts as the server), then uploaded with progress and attached. Failed items can be retried;
 * a retry after a failed attach does not send the file again.
 */
export function useUploadQueue({ purpose, existingCount, onUploaded }: UploadQueueOptions) {
  const { i18n } = useTranslation();
  const locale = useLocale();
  const [items, setItems] = useState<UploadItem[]>([]);
  const itemsRef = useRef<UploadItem[]>([]);
  const files = useRef(new Map<string, File>());
  const completed = useRef(new Map<string, Upload>());
  const controllers = useRef(new Map<string, AbortController>());
  const onUploadedRef = useRef(onUploaded);
  onUploadedRef.current = onUploaded;

  const commit = useCallback((next: UploadItem[]) => {
    itemsRef.current = next;
    setItems(next);
  }, []);

  const update = useCallback(
    (key: string, patch: Partial<UploadItem>) =>
      commit(itemsRef.current.map((item) => (item.key === key ? { ...item, ...patch } : item))),
    [commit],
  );

  const run = useCallback(
    async (key: string) => {
      const file = files.current.get(key);
      if (!file) return;
      const controller = new AbortController();
      controllers.current.set(key, controller);
      update(key, { state: 'uploading', progress: 0, phase: 'sending', error: undefined });
      try {
        let upload = completed.current.get(key);
        if (!upload) {
          upload = await uploadFile(purpose, file, {
            signal: controller.signal,
            onProgress: (share) =>
              update(key, { progress: share, phase: share >= 1 ? 'checking' : 'sending' }),
          });
          completed.current.set(key, upload);
        }
        update(key, { progress: 1, phase: 'saving' });
        await onUploadedRef.current(upload, file);
        update(key, { state: 'done', progress: 1, phase: undefined });
      } catch (error) {
        if (isAbortError(error)) {
          update(key, { state: 'removed', phase: undefined });
          return;
        }
        update(key, {
          state: 'error',
          phase: undefined,
          error: uploadErrorMessage(error, purpose, describeFile(file), locale, i18n),
          retryable: !(error instanceof ApiError && FINAL_CODES.has(error.code)),
        });
      } finally {
        controllers.current.delete(key);
      }
    },
    [purpose, update, locale, i18n],
  );

  /** Checks and starts the chosen files; refused ones stay in the list with the reason. */
  const addFiles = useCallback(
    (chosen: readonly File[]) => {
      let count = existingCount + itemsRef.current.filter((item) => item.state === 'uploading').length;
      const added: UploadItem[] = [];
      const start: string[] = [];
      for (const file of chosen) {
        nextKey += 1;
        const key = `upload-${nextKey}`;
        const refusal = precheckFile(purpose, file, count, locale);
        const base = { key, name: file.name, size: file.size, kind: kindOf(file), progress: 0 };
        if (refusal) {
          added.push({ ...base, state: 'error', error: refusal, retryable: false });
          continue;
        }
        count += 1;
        files.current.set(key, file);
        added.push({ ...base, state: 'uploading', phase: 'sending', retryable: true });
        start.push(key);
      }
      commit([...added, ...itemsRef.current]);
      for (const key of start) void run(key);
    },
    [existingCount, purpose, locale, commit, run],
  );

  const cancel = useCallback((key: string) => controllers.current.get(key)?.abort(), []);

  const retry = useCallback((key: string) => void run(key), [run]);

  const dismiss = useCallback(
    (key: string) => {
      controllers.current.get(key)?.abort();
      files.current.delete(key);
      completed.current.delete(key);
      commit(itemsRef.current.filter((item) => item.key !== key));
    },
    [commit],
  );

  // leaving the page stops what is still being sent
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const busy = items.some((item) => item.state === 'uploading');
  return { items, busy, addFiles, cancel, retry, dismiss };
}
