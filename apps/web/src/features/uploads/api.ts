import { isErrorCode } from '@veil/domain';
import type { Upload, UploadPurpose, UploadTicket } from '@veil/domain/contracts';
import { api } from '../../lib/api-client';
import { AbortedRequestError, ApiError } from '../../lib/api-errors';

type TransferOptions = {
  /** Share of the file sent so far, 0 to 1. */
  onProgress?: (share: number) => void;
  signal?: AbortSignal;
};

/** Storage answers that are not the API's `{ code, message }` (S3 sends XML), by HTTP status. */
function codeForStorageStatus(status: number) {
  if (status === 413) return 'file_too_large' as const;
  if (status === 415) return 'file_type_not_allowed' as const;
  if (status === 403) return 'forbidden_to_access_data' as const;
  return 'generic_error' as const;
}

function storageError(xhr: XMLHttpRequest): ApiError {
  try {
    const body: unknown = JSON.parse(xhr.responseText);
    if (typeof body === 'object' && body !== null && 'code' in body && isErrorCode(body.code)) {
      const message = 'message' in body && typeof body.message === 'string' ? body.message : '';
      return new ApiError(xhr.status, body.code, message);
    }
  } catch {
    // not JSON: fall back to the status
  }
  return new ApiError(xhr.status, codeForStorageStatus(xhr.status), xhr.statusText);
}

/**
 * Sends the file to the ticket's URL with one PUT. XMLHttpRequest rather than fetch, because only
 * it reports upload progress. Only the ticket's headers are sent: the URL may be a presigned S3
 * address that would refuse any other.
 */
export function putFile(ticket: UploadTicket, file: Blob, { onProgress, signal }: TransferOptions = {}) {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new AbortedRequestError());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(ticket.method, ticket.url);
    for (const [name, value] of Object.entries(ticket.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve();
      else reject(storageError(xhr));
    };
    xhr.onerror = () => reject(new ApiError(0, 'generic_error', 'The file could not be sent.'));
    xhr.onabort = () => reject(new AbortedRequestError());
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

/**
 * Uploads one file for a purpose: asks for a ticket (`POST /media`, which checks name, type and size
 * again), PUTs the file with progress, then lets the server check the content and keep it
 * (`POST /media/{uploadId}/complete`). A failure of any step rejects with that step's error.
 */
export async function uploadFile(
  purpose: UploadPurpose,
  file: File,
  { onProgress, signal }: TransferOptions = {},
): Promise<Upload> {
  const ticket = await api.media.create(
    { type: purpose, filename: file.name, mediaType: file.type, size: file.size },
    { signal },
  );
  await putFile(ticket, file, { onProgress, signal });
  onProgress?.(1);
  return api.media.complete({ uploadId: ticket.uploadId }, { signal });
}
