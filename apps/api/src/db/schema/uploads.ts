import type { MediaKind, MediaPurpose } from '@veil/domain';
import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';

export type UploadStatus = 'uploading' | 'done' | 'error' | 'removed';

/**
 * One file sent through POST /media (spec section 3, Uploads): who sent it and for what, where it is
 * stored, and what the server found it to be. `originalName` is the uploader's sanitised file name,
 * shown to them only; everyone else sees a generated one.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerPool: text('owner_pool').$type<'candidate' | 'employer'>().notNull(),
    ownerId: text('owner_id').notNull(),
    /** set for the company_* purposes: the company the file belongs to */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<MediaPurpose>().notNull(),
    status: text('status').$type<UploadStatus>().notNull().default('uploading'),
    storageKey: text('storage_key').notNull(),
    /** the declared type while uploading, the type found by the file's content once done */
    contentType: text('content_type').notNull(),
    /** the declared size while uploading, the stored size once done */
    size: bigint('size', { mode: 'number' }).notNull(),
    mediaKind: text('media_kind').$type<MediaKind>(),
    originalName: text('original_name').notNull(),
    /** until when the browser may send the file */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** when its feature replaced or removed it; its files are deleted right after */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    /**
     * when a feature first took the upload (a logo, a media item, a picture...); null while nothing
     * refers to it, which after a grace period makes it abandoned (upload-cleanup.ts)
     */
    attachedAt: timestamp('attached_at', { withTimezone: true }),
  },
  (t) => [
    index('uploads_company_idx').on(t.companyId, t.purpose, t.status),
    index('uploads_owner_idx').on(t.ownerPool, t.ownerId),
    // only uploads in flight (or abandoned) are in it: what the cleanup looks through
    index('uploads_unattached_idx').on(t.createdAt).where(sql`${t.attachedAt} is null`),
  ],
);
