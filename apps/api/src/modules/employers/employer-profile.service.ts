import type { EmployerMe, EmployerProfileUpdate } from '@veil/domain/contracts';
import { eq } from 'drizzle-orm';
import type { EmployerPrincipal } from '../../auth/session';
import type { Tx } from '../../db/client';
import { authEmployerUser, employerUsers } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { ServiceDeps } from '../../http/context';
import { deleteStoredFiles, markUploadRemoved, takeOwnUpload } from '../media/media.service';
import { getEmployerMe } from '../session/me.service';

type Employer = EmployerPrincipal;

/** Updates the signed-in employer's own name, title and e-mail language. */
export async function updateEmployerProfile(
  deps: ServiceDeps,
  principal: Employer,
  update: EmployerProfileUpdate,
): Promise<EmployerMe> {
  await deps.db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(employerUsers)
      .set({
        firstName: update.firstName,
        lastName: update.lastName,
        title: update.title || null,
        updatedAt: now,
        updatedBy: principal.email,
      })
      .where(eq(employerUsers.id, principal.userId));
    await tx
      .update(authEmployerUser)
      .set({ name: `${update.firstName} ${update.lastName}`, locale: update.locale, updatedAt: now })
      .where(eq(authEmployerUser.id, principal.userId));
  });
  return getEmployerMe(deps, principal);
}

/** Locks the employer's row and returns the current picture's upload id. */
async function lockEmployer(tx: Tx, principal: Employer) {
  const [row] = await tx
    .select({ pictureId: employerUsers.profilePictureUploadId })
    .from(employerUsers)
    .where(eq(employerUsers.id, principal.userId))
    .for('update');
  if (!row) throw new AppError('user_not_found');
  return row.pictureId;
}

async function setPicture(tx: Tx, principal: Employer, uploadId: string | null) {
  await tx
    .update(employerUsers)
    .set({ profilePictureUploadId: uploadId, updatedAt: new Date(), updatedBy: principal.email })
    .where(eq(employerUsers.id, principal.userId));
}

/** Makes a completed employer_profile upload of the caller their picture; the previous one is deleted. */
export async function setEmployerProfilePicture(
  deps: ServiceDeps,
  principal: Employer,
  uploadId: string,
): Promise<EmployerMe> {
  const replacedKey = await deps.db.transaction(async (tx) => {
    const current = await lockEmployer(tx, principal);
    const upload = await takeOwnUpload(tx, { uploadId, owner: principal, purpose: 'employer_profile' });
    if (current === upload.id) return null;
    await setPicture(tx, principal, upload.id);
    return current ? markUploadRemoved(tx, current) : null;
  });
  await deleteStoredFiles(deps, [replacedKey]);
  return getEmployerMe(deps, principal);
}

/** Removes the caller's picture and its file. */
export async function removeEmployerProfilePicture(
  deps: ServiceDeps,
  principal: Employer,
): Promise<EmployerMe> {
  const key = await deps.db.transaction(async (tx) => {
    const current = await lockEmployer(tx, principal);
    if (!current) throw new AppError('file_not_found');
    await setPicture(tx, principal, null);
    return markUploadRemoved(tx, current);
  });
  await deleteStoredFiles(deps, [key]);
  return getEmployerMe(deps, principal);
}
