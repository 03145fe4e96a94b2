import { z } from 'zod';
import type { ErrorCode } from './errors';
import { formatFileSize } from './format';
import { type Locale, translate } from './i18n';
import { MEDIA_KINDS, MEDIA_PURPOSES, UPLOAD_STATES } from './values';

export const UploadStateSchema = z.enum(UPLOAD_STATES);
export type UploadState = z.infer<typeof UploadStateSchema>;

export const MediaKindSchema = z.enum(MEDIA_KINDS);
export type MediaKind = z.infer<typeof MediaKindSchema>;

export const MediaPurposeSchema = z.enum(MEDIA_PURPOSES);
export type MediaPurpose = z.infer<typeof MediaPurposeSchema>;

/** Every kind of file the product accepts: the media purposes plus the CSV import. */
export const FILE_PURPOSES = [...MEDIA_PURPOSES, 'job_import_csv'] as const;
export const FilePurposeSchema = z.enum(FILE_PURPOSES);
export type FilePurpose = z.infer<typeof FilePurposeSchema>;

const KB = 1024;
const MB = 1024 * KB;
const GB = 1024 * MB;

/** Largest file the generic upload takes when no purpose-specific limit applies. */
export const GENERIC_UPLOAD_MAX_BYTES = 10 * MB;

/** How an uploaded image is re-encoded (which also strips EXIF and GPS). Quality is 0–1. */
export type ImageReencode = { maxWidth: number; quality: number };

/** One accepted kind of file for a purpose; a file must match both a MIME type and an extension. */
export type FileRule = {
  kind: MediaKind | 'csv' | 'audio';
  mimeTypes: readonly string[];
  extensions: readonly string[];
  maxBytes: number;
  reencode?: ImageReencode;
};

/** Limits of one purpose: its accepted kinds and how many files may exist at once. */
export type FileLimit = { rules: readonly FileRule[]; maxFiles: number };

const IMAGE_TYPES = { mimeTypes: ['image/png', 'image/jpeg'], extensions: ['png', 'jpg', 'jpeg'] } as const;
const VIDEO_TYPES = { mimeTypes: ['video/mp4', 'video/webm'], extensions: ['mp4', 'webm'] } as const;
const PDF_TYPES = { mimeTypes: ['application/pdf'], extensions: ['pdf'] } as const;
// The browser records 16 kHz mono PCM into WAV (AudioWorklet); the server decodes only WAV.
const RAW_AUDIO_TYPES = {
  mimeTypes: ['audio/wav', 'audio/x-wav', 'audio/wave'],
  extensions: ['wav'],
} as const;

/**
 * Largest raw recording: the longest audio question (3 minutes) at 16 kHz, 16-bit mono, with a few
 * seconds to spare for the moment between the limit and the recorder stopping.
 */
export const RAW_AUDIO_MAX_BYTES = 6 * MB;

// The spec gives the profile quality as "70" and the others as "0.8"; both are stored as fractions.
const COMPANY_IMAGE_REENCODE: ImageReencode = { maxWidth: 1000, quality: 0.8 };
const PROFILE_IMAGE_REENCODE: ImageReencode = { maxWidth: 720, quality: 0.7 };

const profileImage: FileLimit = {
  rules: [{ kind: 'image', ...IMAGE_TYPES, maxBytes: 2 * MB, reencode: PROFILE_IMAGE_REENCODE }],
  maxFiles: 1,
};

/** File limits per purpose (spec sections 5 and 9). */
export const FILE_LIMITS: Record<FilePurpose, FileLimit> = {
  company_logo: {
    rules: [{ kind: 'image', ...IMAGE_TYPES, maxBytes: 2 * MB, reencode: COMPANY_IMAGE_REENCODE }],
    maxFiles: 1,
  },
  company_media: {
    rules: [
      { kind: 'image', ...IMAGE_TYPES, maxBytes: 5 * MB, reencode: COMPANY_IMAGE_REENCODE },
      { kind: 'video', ...VIDEO_TYPES, maxBytes: 1 * GB },
    ],
    maxFiles: 12,
  },
  employer_profile: profileImage,
  candidate_profile: profileImage,
  company_additional_file: { rules: [{ kind: 'pdf', ...PDF_TYPES, maxBytes: 5 * MB }], maxFiles: 15 },
  candidate_pdf_cv: { rules: [{ kind: 'pdf', ...PDF_TYPES, maxBytes: 5 * MB }], maxFiles: 1 },
  // a raw recording lives only until the voice alteration has read it (recordings module)
  candidate_audio_answer: {
    rules: [{ kind: 'audio', ...RAW_AUDIO_TYPES, maxBytes: RAW_AUDIO_MAX_BYTES }],
    maxFiles: 1,
  },
  template_video: { rules: [{ kind: 'video', ...VIDEO_TYPES, maxBytes: 10 * MB }], maxFiles: 1 },
  job_import_csv: {
    // Windows browsers report .csv files as the Excel MIME type; the extension check still applies.
    rules: [
      {
        kind: 'csv',
        mimeTypes: ['text/csv', 'application/vnd.ms-excel'],
        extensions: ['csv'],
        maxBytes: 100 * KB,
      },
    ],
    maxFiles: 1,
  },
};

/** Whose storage an upload counts against: a company for its files, else the person who sent it. */
export type UploadQuotaHolder = 'company' | 'employer' | 'candidate';

/** Which holder's storage each purpose of POST /media counts against (a new purpose must say). */
export const UPLOAD_QUOTA_HOLDER: Record<MediaPurpose, UploadQuotaHolder> = {
  company_logo: 'company',
  company_media: 'company',
  company_additional_file: 'company',
  employer_profile: 'employer',
  candidate_profile: 'candidate',
  candidate_pdf_cv: 'candidate',
  candidate_audio_answer: 'candidate',
  template_video: 'company',
};

/**
 * The bytes one holder may keep in uploads that are not removed: those being sent (counted at their
 * declared size from the moment the upload link is issued), those checked and waiting to be used,
 * and those in use. A full set of the holder's files plus one largest file being replaced fits with
 * room for a failed try; a flood of upload links does not.
 */
export const UPLOAD_QUOTA_BYTES: Record<UploadQuotaHolder, number> = {
  // 12 media of up to 1 GB (videos), 15 documents of 5 MB and a logo: 12.1 GB, plus two videos in flight
  company: 14 * GB,
  // one profile picture of 2 MB, its replacement and a few failed tries
  employer: 10 * MB,
  // a profile picture (2 MB) and a PDF CV (5 MB), their replacements and a few failed tries; a raw
  // recording (6 MB) holds room only until the voice alteration has read it
  candidate: 25 * MB,
};

/** Open uploads (link issued, not yet completed, link not expired) a person may have of any one purpose. */
export const MIN_OPEN_UPLOADS = 5;

/**
 * How many uploads of `purpose` one person may have open at once: as many as the purpose holds files
 * (a multiple choice in the browser sends them all at once), and never fewer than MIN_OPEN_UPLOADS,
 * so that a cancelled or failed try of a single file can be repeated at once.
 */
export function maxOpenUploads(purpose: FilePurpose): number {
  return Math.max(FILE_LIMITS[purpose].maxFiles, MIN_OPEN_UPLOADS);
}

/** A file as the browser or the upload request describes it. */
export type FileDescription = { name: string; size: number; mimeType: string };

export type FileCheck =
  | { ok: true; rule: FileRule }
  | {
      ok: false;
      code: Extract<ErrorCode, 'file_empty' | 'file_type_not_allowed' | 'file_too_large' | 'too_many_files'>;
      limit: FileLimit;
      rule?: FileRule;
    };

/** The lower-case extension of a file name without the dot; '' when it has none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0
    ? ''
    : name
        .slice(dot + 1)
        .trim()
        .toLowerCase();
}

/** Checks a file against its purpose's limits; `existingCount` is how many files the purpose already holds. */
export function checkFile(purpose: FilePurpose, file: FileDescription, existingCount = 0): FileCheck {
  const limit = FILE_LIMITS[purpose];
  if (existingCount >= limit.maxFiles) return { ok: false, code: 'too_many_files', limit };
  if (file.size <= 0) return { ok: false, code: 'file_empty', limit };
  const mime = file.mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  const extension = fileExtension(file.name);
  const rule = limit.rules.find((r) => r.mimeTypes.includes(mime) && r.extensions.includes(extension));
  if (!rule) return { ok: false, code: 'file_type_not_allowed', limit };
  if (file.size > rule.maxBytes) return { ok: false, code: 'file_too_large', limit, rule };
  return { ok: true, rule };
}

/** The user-facing text for a failed file check, naming the limit that was hit. */
export function fileCheckMessage(check: Extract<FileCheck, { ok: false }>, locale: Locale): string {
  switch (check.code) {
    case 'file_empty':
      return translate(locale, 'validation.file.empty');
    case 'too_many_files':
      return translate(locale, 'validation.file.tooMany', { max: check.limit.maxFiles });
    case 'file_type_not_allowed': {
      const extensions = [...new Set(check.limit.rules.flatMap((r) => r.extensions))];
      return translate(locale, 'validation.file.type', {
        types: extensions.map((e) => e.toUpperCase()).join(', '),
      });
    }
    case 'file_too_large':
      return translate(locale, 'validation.file.tooLarge', {
        max: formatFileSize(check.rule?.maxBytes ?? GENERIC_UPLOAD_MAX_BYTES, locale),
      });
  }
}

const AUDIO_EXTENSIONS = ['webm', 'ogg', 'mp3', 'm4a', 'wav', 'aac', 'mp4'] as const;
const AUDIO_EXTENSION_BY_MIME: Record<string, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
  'audio/mp4': 'm4a',
  'audio/x-m4a': 'm4a',
  'audio/aac': 'aac',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
};

/**
 * The extension for a recorded audio file: from its name when that is a known audio extension, else
 * from its MIME type (codecs ignored), else 'webm', which is what Chromium's MediaRecorder writes.
 */
export function audioExtension(name: string | undefined, mimeType: string | undefined): string {
  const fromName = fileExtension(name ?? '');
  if ((AUDIO_EXTENSIONS as readonly string[]).includes(fromName)) return fromName;
  const mime = mimeType?.split(';')[0]?.trim().toLowerCase() ?? '';
  return AUDIO_EXTENSION_BY_MIME[mime] ?? 'webm';
}
