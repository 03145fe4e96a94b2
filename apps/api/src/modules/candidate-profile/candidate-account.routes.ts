import { api, serviceDeps } from '../../http/context';
import { asCandidate } from '../../http/guards';
import { vacuumErasedSoon } from '../../jobs';
import { type AccountErasureParts, accountDeletionInfo, deleteCandidateAccount } from './account-deletion';

export { startAccountFileDeletion } from './account-deletion';

/**
 * The candidate's own account (docs/decisions/020-candidate-account-deletion.md): what deleting it
 * erases, and the deletion. Other features' parts of the erasure are handed in (router.ts), as for
 * the data export: they depend on the vault, so the vault must not import them.
 */
export function createCandidateAccountRoutes(parts: AccountErasureParts) {
  return api.candidateAccount.router({
    deletionInfo: api.candidateAccount.deletionInfo.handler(async ({ context }) =>
      accountDeletionInfo(context.database.db, await asCandidate(context), parts),
    ),
    delete: api.candidateAccount.delete.handler(async ({ input, context }) => {
      const candidate = await asCandidate(context);
      await deleteCandidateAccount({ ...serviceDeps(context), jobs: context.jobs }, candidate, input, parts, {
        ip: context.request.ip,
      });
      // the erasure asked for its tables to be rewritten (at once when embedded, else tonight)
      await vacuumErasedSoon(context);
      return { deleted: true as const };
    }),
  });
}
