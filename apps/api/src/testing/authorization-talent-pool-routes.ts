import type { App } from '../app';
import {
  asPowerUserX,
  CANDIDATES,
  type Entry,
  FORBIDDEN,
  notFound,
  OK,
  only,
  SIGNED_OUT,
} from './authorization';
import { sentOfA } from './authorization-reveal-routes';
import { call } from './http';
import { seedJob } from './jobs';
import { MARKERS, type World } from './principals';

/*
 * The talent pool in the authorisation matrix (issue 39): candidates give, list and revoke their own
 * consents and see their own invitations; the pool of company X is read and invited from by its
 * power and regular users, not its reviewers, and means nothing to company Y. Candidate A is in X's
 * pool with the anonymous CV only, so the matrix's leak check holds for every employer cell.
 */

const CANDIDATE_ONLY = { ...only(CANDIDATES, OK, FORBIDDEN), anonymous: SIGNED_OUT };
const POOL_READERS = { ...only(['powerUserX', 'regularUserX', 'powerUserY']), reviewerX: FORBIDDEN };

const candidateA = (w: World, app: App, method: 'GET' | 'POST' | 'DELETE', path: string, body?: object) =>
  call(app, 'candidate', method, `/api${path}`, {
    cookie: w.cookies.candidateA,
    ...(body ? { body: body as Record<string, unknown> } : {}),
  });

/** Candidate A's application to a fresh job of company X, sent and withdrawn (its id stays in their list). */
async function withdrawnOfA(app: App, w: World) {
  const id = await sentOfA(app, w);
  const withdrawn = await candidateA(w, app, 'POST', `/applications/${id}/withdraw`, {
    reason: 'haveAnother',
  });
  if (withdrawn.statusCode !== 200) throw new Error(`withdrawal failed: ${withdrawn.body}`);
  return id;
}

/** Candidate A's consents revoked, so that a new one for company X can be given. */
async function revokeAllOfA(app: App, w: World) {
  const list = (await candidateA(w, app, 'GET', '/talent-pool/consents')).json() as {
    consents: { id: string }[];
  };
  for (const consent of list.consents)
    await candidateA(w, app, 'DELETE', `/talent-pool/consents/${consent.id}`);
}

/** A fresh consent of candidate A to company X's pool: its id and talent number. */
async function freshConsentOfA(app: App, w: World) {
  await revokeAllOfA(app, w);
  const applicationId = await withdrawnOfA(app, w);
  const given = await candidateA(w, app, 'POST', '/talent-pool/consents', { applicationId, months: 6 });
  if (given.statusCode !== 200) throw new Error(`consent failed: ${given.body}`);
  const pool = await call(app, 'employer', 'GET', '/api/company-talent-pool', {
    cookie: w.cookies.powerUserX,
  });
  const [talent] = (pool.json() as { talents: { talentNumber: number }[] }).talents;
  if (!talent) throw new Error('candidate A is not in the pool');
  return { id: (given.json() as { id: string }).id, talentNumber: talent.talentNumber };
}

async function openJobOfX(app: App, w: World) {
  return seedJob(app.database.db, w.companyX.id, {
    status: 'open',
    jobTitle: `Einladung ${MARKERS.xPublic}`,
  });
}

export const TALENT_POOL_ROUTES: Record<string, Entry> = {
  'GET /talent-pool/consents': {
    pool: 'candidate',
    request: () => ({ path: '/talent-pool/consents' }),
    expect: CANDIDATE_ONLY,
  },
  'POST /talent-pool/consents': {
    pool: 'candidate',
    request: async (w, app) => {
      await revokeAllOfA(app, w);
      return {
        path: '/talent-pool/consents',
        body: { applicationId: await withdrawnOfA(app, w), months: 12 },
      };
    },
    expect: { ...CANDIDATE_ONLY, candidateB: notFound('application_not_found') },
  },
  'DELETE /talent-pool/consents/{consentId}': {
    pool: 'candidate',
    // revoking one that is not one's own (or no longer in force) changes nothing and lists one's own
    request: async (w, app) => ({ path: `/talent-pool/consents/${(await freshConsentOfA(app, w)).id}` }),
    expect: CANDIDATE_ONLY,
  },
  'GET /talent-pool/invitations': {
    pool: 'candidate',
    request: () => ({ path: '/talent-pool/invitations' }),
    expect: CANDIDATE_ONLY,
  },
  'POST /talent-pool/invitations/{invitationId}/accept': {
    pool: 'candidate',
    request: async (w, app) => {
      const { talentNumber } = await freshConsentOfA(app, w);
      const job = await openJobOfX(app, w);
      await asPowerUserX(w, app, 'POST', `/company-talent-pool/${talentNumber}/invitations`, {
        jobId: job.id,
      });
      const list = (await candidateA(w, app, 'GET', '/talent-pool/invitations')).json() as {
        invitations: { id: string; jobId: string }[];
      };
      const invitation = list.invitations.find((item) => item.jobId === job.id);
      if (!invitation) throw new Error('no invitation for candidate A');
      return { path: `/talent-pool/invitations/${invitation.id}/accept` };
    },
    expect: { ...CANDIDATE_ONLY, candidateB: notFound('talent_invitation_not_found') },
  },
  'GET /company-talent-pool': {
    pool: 'employer',
    request: () => ({ path: '/company-talent-pool' }),
    expect: POOL_READERS,
  },
  'POST /company-talent-pool/{talentNumber}/invitations': {
    pool: 'employer',
    request: async (w, app) => {
      const { talentNumber } = await freshConsentOfA(app, w);
      const job = await openJobOfX(app, w);
      return { path: `/company-talent-pool/${talentNumber}/invitations`, body: { jobId: job.id } };
    },
    expect: { ...POOL_READERS, powerUserY: notFound('talent_not_found') },
  },
};
