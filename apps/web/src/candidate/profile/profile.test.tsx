import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Resume } from '@veil/domain/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, bodiesSentTo, CANDIDATE_ME, json, sessionRoutes, stubApi } from '../../test/api-stub';
import { choose } from '../../test/select';
import { renderCandidateAt } from '../candidate-app.testing';
import { anonymousCvFixture, resumeFixture } from './profile-fixtures';

const renderAt = (path: string, locale: 'de' | 'en' = 'de') => ({
  location: renderCandidateAt(path, locale).pathname,
});

function section(name: string) {
  return screen.getByRole('region', { name });
}

/** The profile once its sections are there (the loading state shows the same page title). */
async function profileLoaded() {
  await screen.findByRole('region', { name: 'Persönliche Angaben' });
}

describe('a candidate without a resume', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('is sent to the start page, creates the resume by hand and lands on the profile', async () => {
    let stored: Resume | null = null;
    const fetchMock = stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      'GET /api/resumes': () => json(200, { resume: stored }),
      'POST /api/resumes': async (request) => {
        const body = (await request.clone().json()) as { userDetails: Resume['userDetails'] };
        stored = resumeFixture({
          userDetails: { ...body.userDetails, profilePictureUrl: null },
          workExperiences: [],
          languages: [],
          tags: [],
        });
        return json(200, stored);
      },
    });
    const user = userEvent.setup();
    const app = renderAt('/candidate/profile');

    expect(await screen.findByRole('heading', { level: 1, name: 'Profil anlegen' })).toBeInTheDocument();
    expect(app.location()).toBe('/candidate/profile/empty');
    expect(screen.getByRole('link', { name: 'Aus Lebenslauf oder LinkedIn importieren' })).toHaveAttribute(
      'href',
      '/candidate/profile/import',
    );
    await user.click(screen.getByRole('link', { name: 'Selbst ausfüllen' }));

    const email = await screen.findByRole('textbox', { name: 'E-Mail-Adresse' });
    await waitFor(() => expect(app.location()).toBe('/candidate/profile/create'));
    expect(email).toHaveValue(CANDIDATE_ME.email);

    // nothing is sent while a required field is empty
    await user.click(screen.getByRole('button', { name: 'Profil anlegen' }));
    expect(await screen.findByText('Vorname darf nicht leer sein.')).toBeInTheDocument();
    expect(screen.getByText('Geschlecht darf nicht leer sein.')).toBeInTheDocument();
    expect(await bodiesSentTo(fetchMock, 'POST /api/resumes')).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Vorname' }), 'Lena');
    await user.type(screen.getByRole('textbox', { name: 'Nachname' }), 'Berger');
    await choose(user, screen.getByRole('combobox', { name: 'Geschlecht' }), 'Weiblich');
    await user.type(screen.getByRole('textbox', { name: 'Persönliche Überschrift' }), 'Pflege mit Herz');
    await user.click(screen.getByRole('checkbox', { name: 'Vollzeit' }));
    await user.click(screen.getByRole('button', { name: 'Profil anlegen' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Mein Profil' })).toBeInTheDocument();
    expect(app.location()).toBe('/candidate/profile');
    expect(await bodiesSentTo(fetchMock, 'POST /api/resumes')).toEqual([
      expect.objectContaining({
        userDetails: expect.objectContaining({
          firstName: 'Lena',
          lastName: 'Berger',
          email: CANDIDATE_ME.email,
          gender: 'female',
          photoUploadId: null,
        }),
        workInformation: { personalHeadline: 'Pflege mit Herz', openTo: ['full_time'] },
      }),
    ]);
    expect(within(section('Persönliche Angaben')).getByRole('textbox', { name: 'Vorname' })).toHaveValue(
      'Lena',
    );
  });
});

describe('profile sections', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('saves one section and keeps the other sections’ input when their save fails', async () => {
    const resume = resumeFixture();
    const fetchMock = stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      'GET /api/resumes': json(200, { resume }),
      'PATCH /api/resumes': async (request) => {
        const body = (await request.clone().json()) as { updateType: string };
        if (body.updateType === 'workInformation')
          return apiError(503, 'service_unavailable', 'Der Dienst ist gerade nicht erreichbar.');
        return json(200, {
          ...resume,
          tags: [...resume.tags, { id: '4f1a7b8c-6e5d-4a9f-9c0d-3e2f1a0b9c8d', tag: 'Wundmanagement' }],
        });
      },
    });
    const user = userEvent.setup();
    renderAt('/candidate/profile');
    await profileLoaded();

    const work = section('Berufliches');
    const headline = within(work).getByRole('textbox', { name: 'Persönliche Überschrift' });
    await user.clear(headline);
    await user.type(headline, 'Pflegefachfrau mit Leitungserfahrung');
    await user.click(within(work).getByRole('button', { name: 'Berufliches speichern' }));
    expect(await within(work).findByRole('alert')).toHaveTextContent(
      'Dieser Abschnitt konnte nicht gespeichert werden',
    );
    expect(headline).toHaveValue('Pflegefachfrau mit Leitungserfahrung');

    const tags = section('Kenntnisse');
    await user.click(within(tags).getByRole('button', { name: 'Kenntnis hinzufügen' }));
    await user.type(within(tags).getByRole('textbox', { name: 'Kenntnis 2' }), 'Wundmanagement');
    await user.click(within(tags).getByRole('button', { name: 'Kenntnisse speichern' }));

    expect(await screen.findByText('Kenntnisse gespeichert.')).toBeInTheDocument();
    await waitFor(() => expect(within(tags).queryByText('Nicht gespeichert')).not.toBeInTheDocument());
    // the failed section still holds what was typed, marked as unsaved
    expect(
      within(section('Berufliches')).getByRole('textbox', { name: 'Persönliche Überschrift' }),
    ).toHaveValue('Pflegefachfrau mit Leitungserfahrung');
    expect(within(section('Berufliches')).getByText('Nicht gespeichert')).toBeInTheDocument();
    expect(await bodiesSentTo(fetchMock, 'PATCH /api/resumes')).toEqual([
      expect.objectContaining({ updateType: 'workInformation' }),
      { updateType: 'tags', removeIds: [], newData: [{ tag: 'Wundmanagement' }] },
    ]);
  });

  it('shows the photo once, removes it after asking, and saves a birth date typed the German way', async () => {
    const photoUploadId = '5d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b1a';
    const resume = resumeFixture({
      userDetails: {
        ...resumeFixture().userDetails,
        photoUploadId,
        profilePictureUrl: 'https://files.example/photo.jpg',
      },
    });
    const fetchMock = stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      'GET /api/resumes': json(200, { resume }),
      'PATCH /api/resumes': async (request) => {
        const body = (await request.clone().json()) as { newData: Resume['userDetails'] };
        return json(200, {
          ...resume,
          userDetails: {
            ...body.newData,
            profilePictureUrl: body.newData.photoUploadId ? resume.userDetails.profilePictureUrl : null,
          },
        });
      },
    });
    const user = userEvent.setup();
    renderAt('/candidate/profile');
    await profileLoaded();
    const details = section('Persönliche Angaben');
    expect(within(details).getByRole('img', { name: 'Ihr Profilfoto' })).toBeInTheDocument();
    expect(details.querySelectorAll('img')).toHaveLength(1);
    expect(within(details).queryByText('Bereits vorhanden')).not.toBeInTheDocument();

    // the birth date: typed as D.MM.YYYY, saved as a date
    await user.type(within(details).getByRole('textbox', { name: 'Geburtsdatum' }), '19.03.1987');
    await user.click(within(details).getByRole('button', { name: 'Persönliche Angaben speichern' }));
    await waitFor(async () =>
      expect((await bodiesSentTo(fetchMock, 'PATCH /api/resumes')).at(-1)).toEqual(
        expect.objectContaining({ newData: expect.objectContaining({ dob: '1987-03-19', photoUploadId }) }),
      ),
    );

    // the photo's own remove button asks first, then saves the details without it
    await user.click(within(details).getByRole('button', { name: 'Foto entfernen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Foto entfernen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Foto entfernen' }));
    await waitFor(async () =>
      expect((await bodiesSentTo(fetchMock, 'PATCH /api/resumes')).at(-1)).toEqual(
        expect.objectContaining({ newData: expect.objectContaining({ photoUploadId: null }) }),
      ),
    );
  });

  it('refuses a birth date that does not exist, keeping what was typed', async () => {
    const fetchMock = stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      'GET /api/resumes': json(200, { resume: resumeFixture() }),
    });
    const user = userEvent.setup();
    renderAt('/candidate/profile');
    await profileLoaded();
    const details = section('Persönliche Angaben');
    const birthDate = within(details).getByRole('textbox', { name: 'Geburtsdatum' });
    await user.type(birthDate, '30.02.1990');
    await user.click(within(details).getByRole('button', { name: 'Persönliche Angaben speichern' }));
    expect(
      await within(details).findByText(
        'Bitte geben Sie Ihr Geburtsdatum als T.MM.JJJJ ein, zum Beispiel 19.03.1987.',
      ),
    ).toBeInTheDocument();
    expect(within(details).getByRole('textbox', { name: 'Geburtsdatum' })).toHaveValue('30.02.1990');
    expect(await bodiesSentTo(fetchMock, 'PATCH /api/resumes')).toEqual([]);
  });

  it('sends removed entries by id and changed ones with their id', async () => {
    const resume = resumeFixture();
    const fetchMock = stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      'GET /api/resumes': json(200, { resume }),
      'PATCH /api/resumes': json(200, { ...resume, languages: [] }),
    });
    const user = userEvent.setup();
    renderAt('/candidate/profile');
    await profileLoaded();
    const languages = section('Sprachen');
    await user.click(within(languages).getByRole('button', { name: 'Sprache 1 entfernen' }));
    await user.click(within(languages).getByRole('button', { name: 'Sprachen speichern' }));
    expect(await screen.findByText('Sprachen gespeichert.')).toBeInTheDocument();
    expect(await bodiesSentTo(fetchMock, 'PATCH /api/resumes')).toEqual([
      { updateType: 'languages', removeIds: [resume.languages[0]?.id], newData: [] },
    ]);
  });

  it('answers a language added twice with the domain’s message on the languages field', async () => {
    const fetchMock = stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      'GET /api/resumes': json(200, { resume: resumeFixture() }),
    });
    const user = userEvent.setup();
    renderAt('/candidate/profile');
    await profileLoaded();
    const languages = section('Sprachen');
    await user.click(within(languages).getByRole('button', { name: 'Sprache hinzufügen' }));
    await choose(user, within(languages).getByRole('combobox', { name: 'Sprache 2' }), 'Deutsch');
    await choose(user, within(languages).getByRole('combobox', { name: 'Niveau von Sprache 2' }), 'Fließend');
    await user.click(within(languages).getByRole('button', { name: 'Sprachen speichern' }));

    expect(await within(languages).findByText('Sprachen wurde bereits hinzugefügt.')).toBeInTheDocument();
    expect(await bodiesSentTo(fetchMock, 'PATCH /api/resumes')).toEqual([]);
  });

  it('shows the server’s duplicate message at the language it names', async () => {
    const resume = resumeFixture();
    stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      'GET /api/resumes': json(200, { resume: { ...resume, languages: [] } }),
      'PATCH /api/resumes': apiError(400, 'invalid_request_body', 'Ungültige Eingabe', {
        issues: [
          { path: ['languages', 0, 'iso'], message: 'validation.duplicate', params: { field: 'languages' } },
        ],
      }),
    });
    const user = userEvent.setup();
    renderAt('/candidate/profile');
    await profileLoaded();
    const languages = section('Sprachen');
    await user.click(within(languages).getByRole('button', { name: 'Sprache hinzufügen' }));
    await choose(user, within(languages).getByRole('combobox', { name: 'Sprache 1' }), 'Englisch');
    await choose(user, within(languages).getByRole('combobox', { name: 'Niveau von Sprache 1' }), 'Fließend');
    await user.click(within(languages).getByRole('button', { name: 'Sprachen speichern' }));
    expect(await within(languages).findByText('Sprachen wurde bereits hinzugefügt.')).toBeInTheDocument();
    expect(within(languages).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('review and public anonymous profile', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('shows the full profile beside the anonymous CV, with every mark highlighted and where to fix it', async () => {
    const resume = resumeFixture();
    stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      'GET /api/resumes': json(200, { resume }),
      [`GET /api/resumes/${resume.id}/anonymous`]: json(200, anonymousCvFixture()),
    });
    renderAt('/candidate/profile/review');
    const employerView = await screen.findByRole('article', { name: 'Anonymer Lebenslauf' });
    const fullView = screen.getByRole('article', { name: 'Ihr vollständiges Profil' });
    expect(fullView).toHaveTextContent('Hafenblick Klinik');
    expect(employerView).not.toHaveTextContent('Hafenblick');
    expect(employerView).not.toHaveTextContent('Lena');
    expect(employerView).toHaveTextContent('7 Jahre 2 Monate');
    expect(employerView).toHaveTextContent('Gesundheitswesen');
    const marks = within(employerView).getAllByLabelText('unkenntlich gemacht');
    expect(marks).toHaveLength(1);
    expect(marks[0]?.tagName).toBe('MARK');
    expect(marks[0]).toHaveTextContent('[…]');
    expect(screen.getByRole('list', { name: 'Unkenntlich gemacht wurde:' })).toHaveTextContent(
      'Der Name eines Arbeitgebers oder einer Organisation',
    );
    expect(screen.getByRole('link', { name: 'Berufserfahrung' })).toHaveAttribute(
      'href',
      '/candidate/profile#workExperiences',
    );
  });

  it('shows a public anonymous profile to a signed-out visitor', async () => {
    stubApi({
      ...sessionRoutes('candidate', null),
      'GET /api/anonymous-profiles/AbC123': json(200, { anonymousCv: anonymousCvFixture() }),
    });
    renderAt('/candidate/anonymous-profile/AbC123', 'en');
    const cv = await screen.findByRole('article', { name: 'Anonymous profile' });
    expect(cv).toHaveTextContent('Stationsleitung');
    expect(cv).toHaveTextContent('7 years 2 months');
    expect(within(cv).queryByLabelText('masked')).not.toBeInTheDocument();
  });

  it('says kindly that a turned-off or unknown link shows nothing', async () => {
    stubApi({
      ...sessionRoutes('candidate', null),
      'GET /api/anonymous-profiles/OLD': apiError(404, 'resume_not_found', 'Dieses Profil existiert nicht.'),
    });
    renderAt('/candidate/anonymous-profile/OLD');
    expect(await screen.findByText('Dieser Link funktioniert nicht')).toBeInTheDocument();
    expect(screen.getByText(/Dieses Profil existiert nicht\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Stellen entdecken' })).toHaveAttribute(
      'href',
      '/candidate/jobs/list',
    );
  });
});
