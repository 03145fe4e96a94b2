import { api, serviceDeps } from '../../http/context';
import { asCandidate } from '../../http/guards';
import { revealPreview, revealProfile } from './profile-reveal';

/** The candidate's reveal of their full profile (the employer reads it through employerApplications.resume). */
export const candidateRevealRoutes = api.candidateReveal.router({
  revealPreview: api.candidateReveal.revealPreview.handler(async ({ input, context }) =>
    revealPreview(serviceDeps(context), await asCandidate(context), input.applicationId),
  ),
  revealProfile: api.candidateReveal.revealProfile.handler(async ({ input, context }) =>
    revealProfile(
      { ...serviceDeps(context), mail: context.mail },
      await asCandidate(context),
      input.applicationId,
    ),
  ),
});
