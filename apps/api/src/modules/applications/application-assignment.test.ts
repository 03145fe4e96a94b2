import { describe, expect, it } from 'vitest';
import { sentApplication } from '../../testing/applications';
import { call } from '../../testing/http';
import { useTestApp } from '../../testing/test-app';
import { useApplicationsCompany } from './applications.testing';

const ctx = useTestApp();
const { jobId, power, reviewerA, candidateWithResume, employerCall } = useApplicationsCompany(ctx);

describe('PUT /company-applications/{applicationId}/assignment', () => {
  it('names a reviewer invited in the team settings, and refuses a person on both review lists', async () => {
    // a reviewer as a power user adds one in the team settings, activated from the e-mail
    const invited = await call(ctx.app, 'employer', 'POST', '/api/employers/team', {
      cookie: power.cookie,
      body: {
        firstName: 'Frieda',
        lastName: 'Lorenzen',
        email: 'frieda.lorenzen@team.example',
        role: 'reviewer_user',
        external: false,
      },
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const token = await ctx.mail.lastActivationToken('frieda.lorenzen@team.example');
    const activated = await call(ctx.app, 'employer', 'PUT', '/api/employers/activate', {
      body: { token, password: 'Prüfen!Passwort9' },
    });
    expect(activated.statusCode, activated.body).toBe(200);
    const frieda = String(invited.json().id);
    const candidate = await candidateWithResume('Assign1');
    const { id } = await sentApplication(ctx.app, candidate.cookie, jobId);
    const path = `/company-applications/${id}/assignment`;

    const assignees = await employerCall(power, 'GET', '/company-applications/assignees');
    expect(assignees.json()).toContainEqual({ id: frieda, name: 'Frieda Lorenzen', role: 'reviewer_user' });

    // the card offers a person for one of the two lists; the API held both, and the card then
    // showed the account id (issue 36)
    const both = await employerCall(power, 'PUT', path, {
      personInChargeId: power.id,
      reviewerIds: [frieda],
      audioReviewerIds: [frieda, reviewerA.id],
    });
    expect([both.statusCode, both.json().code]).toEqual([400, 'invalid_request_body']);
    expect(both.json().details.issues).toEqual([
      { path: ['audioReviewerIds'], message: 'validation.reviewers.audioOverlap' },
    ]);
    const unchanged = await employerCall(power, 'GET', `/company-applications/${id}`);
    expect(unchanged.json()).toMatchObject({ reviewers: [], audioReviewers: [] });

    const assigned = await employerCall(power, 'PUT', path, {
      personInChargeId: power.id,
      reviewerIds: [frieda],
      audioReviewerIds: [reviewerA.id],
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const seen = (await employerCall(power, 'GET', `/company-applications/${id}`)).json();
    expect(seen.reviewers).toEqual([{ id: frieda, name: 'Frieda Lorenzen', role: 'reviewer_user' }]);
    expect(seen.audioReviewers.map((person: { id: string }) => person.id)).toEqual([reviewerA.id]);
  });
});
