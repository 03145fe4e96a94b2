import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RevealedProfile } from '@veil/domain/contracts';
import { describe, expect, it } from 'vitest';
import { apiError, bodiesSentTo, CANDIDATE_ME, json, sessionRoutes, stubApi } from '../../test/api-stub';
import { resumeFixture } from '../profile/profile-fixtures';
import { APP_API, FILES_API, NO_FILES, renderAt, SENT } from './applications.testing';

const REVEAL = `${APP_API}/reveal`;
const company = SENT.company.name;
const INTERVIEWED = { ...SENT, canReveal: true };

function revealedProfile(): RevealedProfile {
  const { userDetails, workInformation, workExperiences, educations, languages, tags } = resumeFixture();
  const { photoUploadId: _photo, profilePictureUrl: _url, ...details } = userDetails;
  return {
    userDetails: details,
    workInformation,
    workExperiences,
    educations,
    languages,
    tags,
    certifications: [],
    rewards: [],
    socialLinks: [],
  };
}

const preview = {
  applicationId: SENT.id,
  companyName: company,
  jobTitle: SENT.job.jobTitle,
  canReveal: true,
  interviewAt: '2026-05-20T08:00:00.000Z',
  revealedAt: null,
  profile: revealedProfile(),
};

describe('the reveal on the candidate’s application page', () => {
  it('offers to share the full profile after the interview, says exactly what the company sees, and shares it', async () => {
    let revealed = false;
    const fetchMock = stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      [`GET ${APP_API}`]: () => json(200, INTERVIEWED),
      [FILES_API]: { body: NO_FILES },
      [`GET ${REVEAL}`]: json(200, preview),
      [`POST ${REVEAL}`]: () => {
        if (!revealed) {
          revealed = true;
          return apiError(409, 'reveal_before_interview', 'Not yet.');
        }
        return json(200, { ...SENT, canReveal: false, revealedAt: '2026-05-21T09:00:00.000Z' });
      },
    });
    const user = userEvent.setup();
    renderAt(`/candidate/applications/${SENT.id}`);
    const card = await screen.findByRole('region', {
      name: `Mein vollständiges Profil mit ${company} teilen`,
    });
    await user.click(within(card).getByRole('button', { name: 'Mein vollständiges Profil teilen' }));

    const dialog = await screen.findByRole('dialog', {
      name: `Ihr vollständiges Profil mit ${company} teilen?`,
    });
    expect(await within(dialog).findByText(`Lena Berger · ${CANDIDATE_ME.email}`)).toBeInTheDocument();
    expect(within(dialog).getByText(/Nicht geteilt: Ihr Foto/)).toBeInTheDocument();
    expect(
      within(dialog).getByText(/Sobald das Unternehmen Ihr Profil gesehen hat, lässt sich das nicht mehr/),
    ).toBeInTheDocument();
    // the confirmation is never the default: the focus starts on "Not now"
    expect(within(dialog).getByRole('button', { name: 'Jetzt nicht' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Profil teilen' }));
    expect(
      await within(dialog).findByText(
        'Sie können Ihr vollständiges Profil teilen, sobald Ihr Vorstellungsgespräch mit dem Unternehmen stattgefunden hat.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Profil teilen' }));
    expect(await screen.findByText('Sie haben Ihr vollständiges Profil geteilt')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: /Mein vollständiges Profil mit/ })).not.toBeInTheDocument(),
    );
    expect(await bodiesSentTo(fetchMock, `POST ${REVEAL}`)).toEqual([{ confirm: true }, { confirm: true }]);
  });

  it('offers nothing before the interview', async () => {
    const fetchMock = stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      [`GET ${APP_API}`]: json(200, SENT),
      [FILES_API]: { body: NO_FILES },
    });
    renderAt(`/candidate/applications/${SENT.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: SENT.job.jobTitle })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Mein vollständiges Profil teilen' }),
    ).not.toBeInTheDocument();
    const paths = fetchMock.mock.calls.map(([request]) => new URL(request.url).pathname);
    expect(paths.filter((path) => path.endsWith('/reveal'))).toEqual([]);
  });
});
