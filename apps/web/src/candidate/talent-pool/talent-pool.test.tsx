import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TalentInvitation, TalentPoolConsent } from '@veil/domain/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { bodiesSentTo, CANDIDATE_ME, json, sessionRoutes, stubApi } from '../../test/api-stub';
import { pageOf, sentApplicationFixture } from '../applications/application-fixtures';
import { APP_API, FILES_API, NO_FILES, renderAt } from '../applications/applications.testing';

const REJECTED = sentApplicationFixture({ status: 'rejected', actions: [] });
const CONSENT: TalentPoolConsent = {
  id: '2f1e0d9c-8b7a-4c6d-9e5f-4a3b2c1d0e9f',
  companyId: REJECTED.company.id,
  companyName: REJECTED.company.name,
  jobTitle: REJECTED.job.jobTitle,
  givenAt: '2026-11-28T10:00:00.000Z',
  expiresAt: '2027-11-28T10:00:00.000Z',
};
const INVITATION: TalentInvitation = {
  id: '3a2b1c0d-9e8f-4a7b-8c6d-5e4f3a2b1c0d',
  jobId: '4b3c2d1e-0f9a-4b8c-9d7e-6f5a4b3c2d1e',
  jobTitle: 'Stationsleitung',
  companyName: REJECTED.company.name,
  invitedAt: '2026-11-28T10:00:00.000Z',
  expiresAt: '2026-12-28T10:00:00.000Z',
  acceptedAt: null,
};

describe('the talent pool for candidates', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('offers the consent on a rejected application, with the period chosen', async () => {
    const fetchMock = stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      [`GET ${APP_API}`]: { body: REJECTED },
      [FILES_API]: { body: NO_FILES },
      'POST /api/talent-pool/consents': json(200, CONSENT),
    });
    const user = userEvent.setup();
    renderAt(`/candidate/applications/${REJECTED.id}`);
    const card = await screen.findByRole('region', {
      name: `Im Talentpool von ${REJECTED.company.name} bleiben?`,
    });
    await user.click(within(card).getByRole('radio', { name: '24 Monate' }));
    await user.click(within(card).getByRole('button', { name: 'Ja, im Talentpool bleiben' }));
    await waitFor(async () =>
      expect(await bodiesSentTo(fetchMock, 'POST /api/talent-pool/consents')).toEqual([
        { applicationId: REJECTED.id, months: 24 },
      ]),
    );
  });

  it('shows invitations and pools above the applications, and revokes after asking', async () => {
    const fetchMock = stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      'GET /api/applications': { body: pageOf([]) },
      'GET /api/talent-pool/consents': json(200, { consents: [CONSENT] }),
      'GET /api/talent-pool/invitations': json(200, { invitations: [INVITATION] }),
      [`DELETE /api/talent-pool/consents/${CONSENT.id}`]: json(200, { consents: [] }),
    });
    const user = userEvent.setup();
    renderAt('/candidate/applications/list');
    const invitation = await screen.findByRole('article', {
      name: `${REJECTED.company.name} lädt Sie zur Bewerbung ein`,
    });
    expect(invitation).toHaveTextContent('Stationsleitung');
    const pools = screen.getByRole('region', { name: 'Talentpools' });
    await user.click(
      within(pools).getByRole('button', { name: `Zustimmung für ${REJECTED.company.name} widerrufen` }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: `Den Talentpool von ${REJECTED.company.name} verlassen?`,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Zustimmung widerrufen' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([request]) => request.method === 'DELETE' && new URL(request.url).pathname.endsWith(CONSENT.id),
        ),
      ).toBe(true),
    );
  });
});
