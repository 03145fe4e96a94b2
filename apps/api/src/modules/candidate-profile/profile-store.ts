import { randomBytes, randomUUID } from 'node:crypto';
import type { ResumeInput } from '@veil/domain';
import type { ResumeUpdate } from '@veil/domain/contracts';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { candidateProfiles } from './candidate-profile.schema';

/*
 * The only code that reads and writes the candidate_profiles table. Everything else of this module
 * goes through these functions; nothing outside the module reaches them (biome.json, docs/decisions
 * /005): employers get the anonymous CV from anonymous-cv.service.ts.
 */

export type ProfileRow = typeof candidateProfiles.$inferSelect;

export async function findProfile(db: Db | Tx, candidateId: string): Promise<ProfileRow | undefined> {
  const [row] = await db
    .select()
    .from(candidateProfiles)
    .where(eq(candidateProfiles.candidateId, candidateId));
  return row;
}

/** The profile of the candidate, locked for the caller's transaction. */
export async function lockProfile(tx: Tx, candidateId: string): Promise<ProfileRow | undefined> {
  const [row] = await tx
    .select()
    .from(candidateProfiles)
    .where(eq(candidateProfiles.candidateId, candidateId))
    .for('update');
  return row;
}

export async function findProfileByPublicCode(db: Db, code: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(candidateProfiles).where(eq(candidateProfiles.publicCode, code));
  return row;
}

const withIds = <T extends object>(entries: readonly T[]) =>
  entries.map((entry) => ({ ...entry, id: randomUUID() }));

/** The sections of a new profile, each list entry with a new id. */
export function newProfileValues(candidateId: string, input: ResumeInput) {
  return {
    candidateId,
    userDetails: input.userDetails,
    workInformation: input.workInformation,
    workExperiences: withIds(input.workExperiences),
    educations: withIds(input.educations),
    languages: withIds(input.languages),
    tags: input.tags.map((tag) => ({ id: randomUUID(), tag })),
    certifications: withIds(input.certifications),
    rewards: withIds(input.rewards),
    socialLinks: withIds(input.socialLinks),
  };
}

export async function insertProfile(
  tx: Tx,
  values: ReturnType<typeof newProfileValues> & { languagePlatform?: ProfileRow['languagePlatform'] },
): Promise<ProfileRow | undefined> {
  const [row] = await tx.insert(candidateProfiles).values(values).onConflictDoNothing().returning();
  return row;
}

type ListSection = Exclude<ResumeUpdate['updateType'], 'userDetails' | 'workInformation'>;
type Entry = { id: string };

/**
 * A list section after an update: removed entries dropped, entries with a known id replaced in
 * place, the others added at the end with new ids. An id that names no entry is refused.
 */
export function mergeEntries<T extends Entry>(
  current: readonly T[],
  update: { removeIds: readonly string[]; newData: readonly (Omit<T, 'id'> & { id?: string })[] },
): { entries: T[]; unknownIds: string[] } {
  const known = new Set(current.map((entry) => entry.id));
  const unknownIds = [
    ...update.removeIds.filter((id) => !known.has(id)),
    ...update.newData.flatMap((entry) => (entry.id && !known.has(entry.id) ? [entry.id] : [])),
  ];
  const removed = new Set(update.removeIds);
  const replacements = new Map(update.newData.filter((entry) => entry.id).map((entry) => [entry.id, entry]));
  const entries = current
    .filter((entry) => !removed.has(entry.id))
    .map((entry) => ({ ...(replacements.get(entry.id) ?? entry), id: entry.id }) as T);
  for (const entry of update.newData) if (!entry.id) entries.push({ ...entry, id: randomUUID() } as T);
  return { entries, unknownIds };
}

export async function saveProfile(
  tx: Tx,
  candidateId: string,
  changes: Partial<Omit<ProfileRow, 'id' | 'candidateId' | 'createdAt'>>,
): Promise<ProfileRow> {
  const [row] = await tx
    .update(candidateProfiles)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(candidateProfiles.candidateId, candidateId))
    .returning();
  if (!row) throw new Error('profile vanished inside its own transaction');
  return row;
}

/** A new code for the public anonymous link: 128 random bits, unguessable. */
export function newPublicCode(): string {
  return randomBytes(16).toString('base64url');
}

export type { ListSection };
