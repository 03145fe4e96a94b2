import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ResumeProposal } from '@veil/domain';
import { NO_RESUME_IMPORT, type Resume, type ResumeImport } from '@veil/domain/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { bodiesSentTo, CANDIDATE_ME, json, sessionRoutes, stubApi } from '../../test/api-stub';
import { choose } from '../../test/select';
import { renderCandidateAt } from '../candidate-app.testing';
import { resumeFixture } from '../profile/profile-fixtures';

const renderAt = (path: string) => ({ location: renderCandidateAt(path).pathname });

function section(name: string) {
  return screen.getByRole('region', { name });
}

/** What the server proposes from a LinkedIn export: no industry, company size or gender in it. */
function proposalFixture(): ResumeProposal {
  return {
    source: 'linkedin_export',
    language: 'de',
    userDetails: {
      firstName: 'Lena',
      lastName: 'Berger',
      email: 'lena@privat.example',
      phoneNumber: '',
      headline: 'Pflegefachfrau',
      location: 'Kiel',
    },
    workExperiences: [
      {
        company: 'Hafenblick Klinik',
        jobTitle: 'Stationsleitung',
        workFrom: '2019-04',
        workTo: null,
        currentlyWorking: true,
        jobDescription: 'Leitung eines Teams von zwölf Pflegekräften',
      },
    ],
    educations: [],
    languages: [
      { name: 'Deutsch', iso: 'deu', level: 'fluent' },
      { name: 'Plattdütsch', iso: null, level: null },
    ],
    tags: ['Intensivpflege'],
    certifications: [],
    rewards: [],
    socialLinks: [],
  };
}

function importState(overrides: Partial<ResumeImport>): ResumeImport {
  return { ...NO_RESUME_IMPORT, ...overrides };
}

const CSV = 'First Name,Last Name,Headline\nLena,Berger,Pflegefachfrau\n';

describe('CV import', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('imports a LinkedIn CSV, creates the resume from the reviewed details and adds one section', async () => {
    let state = importState({});
    let stored: Resume | null = null;
    const fetchMock = stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      'GET /api/resumes': () => json(200, { resume: stored }),
      'GET /api/resumes/pdf': () => {
        // the server has read the file by the time it is asked again
        if (state.state === 'process')
          state = importState({ state: 'success', result: 'succeeded', proposal: proposalFixture() });
        return json(200, state);
      },
      'POST /api/resumes/pdf': () => {
        state = importState({ state: 'process', startedAt: '2026-05-04T09:00:00.000Z' });
        return json(200, state);
      },
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
      'PATCH /api/resumes': () => json(200, stored),
      'DELETE /api/resumes/pdf': () => {
        state = importState({});
        return json(200, state);
      },
    });
    const user = userEvent.setup();
    const app = renderAt('/candidate/profile/import');

    expect(await screen.findByText('Ihre Datei bleibt bei uns')).toBeInTheDocument();
    expect(screen.getByText(/nur auf unserem eigenen Server gelesen/)).toBeInTheDocument();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File([CSV], 'Profile.csv', { type: 'text/csv' }));

    expect(await screen.findByText('Ihre Datei wird gelesen …')).toBeInTheDocument();
    const [sent] = (await bodiesSentTo(fetchMock, 'POST /api/resumes/pdf')) as {
      fileName: string;
      content: string;
    }[];
    expect(sent?.fileName).toBe('Profile.csv');
    expect(atob(sent?.content ?? '')).toBe(CSV);

    // polled until the proposal is there
    const details = await screen.findByRole('region', { name: 'Persönliche Angaben' }, { timeout: 6000 });
    expect(within(details).getByRole('textbox', { name: 'Vorname' })).toHaveValue('Lena');
    expect(within(details).getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue(CANDIDATE_ME.email);
    // what a CV cannot say is asked for at once
    expect(within(details).getByText('Geschlecht darf nicht leer sein.')).toBeInTheDocument();
    const work = section('Berufserfahrung');
    expect(within(work).getByRole('textbox', { name: 'Berufsbezeichnung' })).toHaveValue('Stationsleitung');
    expect(within(work).getByText('Branche darf nicht leer sein.')).toBeInTheDocument();
    expect(within(work).getByText('Unternehmensgröße darf nicht leer sein.')).toBeInTheDocument();
    expect(within(work).getByText(/Speichern Sie zuerst Ihre persönlichen Angaben/)).toBeInTheDocument();
    expect(within(section('Sprachen')).getByText(/Nicht erkannt: „Plattdütsch“/)).toBeInTheDocument();

    await choose(user, within(details).getByRole('combobox', { name: 'Geschlecht' }), 'Weiblich');
    await user.click(within(details).getByRole('button', { name: 'Persönliche Angaben speichern' }));
    expect(await within(section('Persönliche Angaben')).findByText('Gespeichert')).toBeInTheDocument();
    expect(await bodiesSentTo(fetchMock, 'POST /api/resumes')).toEqual([
      expect.objectContaining({
        userDetails: expect.objectContaining({
          firstName: 'Lena',
          email: CANDIDATE_ME.email,
          gender: 'female',
          headline: 'Pflegefachfrau',
        }),
        fromImport: true,
      }),
    ]);

    await choose(user, within(work).getByRole('combobox', { name: 'Branche' }), 'Gesundheitswesen');
    await choose(
      user,
      within(work).getByRole('combobox', { name: 'Unternehmensgröße' }),
      '250–999 Beschäftigte',
    );
    await user.click(within(work).getByRole('button', { name: 'Berufserfahrung speichern' }));
    expect(await within(section('Berufserfahrung')).findByText('Gespeichert')).toBeInTheDocument();
    expect(
      within(section('Berufserfahrung')).queryByRole('button', { name: 'Berufserfahrung speichern' }),
    ).not.toBeInTheDocument();
    expect(await bodiesSentTo(fetchMock, 'PATCH /api/resumes')).toEqual([
      {
        updateType: 'workExperiences',
        removeIds: [],
        newData: [
          {
            company: 'Hafenblick Klinik',
            industry: 'health_care',
            companySize: '250-999',
            jobTitle: 'Stationsleitung',
            jobDescription: 'Leitung eines Teams von zwölf Pflegekräften',
            workFrom: '2019-04',
            workTo: null,
            currentlyWorking: true,
          },
        ],
        fromImport: true,
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Fertig' }));
    await waitFor(() => expect(app.location()).toBe('/candidate/profile'));
    expect(await bodiesSentTo(fetchMock, 'DELETE /api/resumes/pdf')).toHaveLength(1);
  }, 20_000);

  it('opens a review that was left midway with its saved sections saved, and saves the rest', async () => {
    const stored = resumeFixture({ workExperiences: [], tags: [] });
    const fetchMock = stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      'GET /api/resumes': json(200, { resume: stored }),
      'GET /api/resumes/pdf': json(
        200,
        importState({
          state: 'success',
          result: 'succeeded',
          proposal: proposalFixture(),
          savedSections: ['userDetails', 'workExperiences'],
        }),
      ),
      'PATCH /api/resumes': json(200, stored),
    });
    const user = userEvent.setup();
    renderAt('/candidate/profile/import');
    const work = await screen.findByRole('region', { name: 'Berufserfahrung' });
    expect(within(work).getByText('Gespeichert')).toBeInTheDocument();
    expect(within(section('Persönliche Angaben')).getByText('Gespeichert')).toBeInTheDocument();
    // no second save of what was saved: it would add the experience twice
    expect(screen.queryByRole('button', { name: 'Berufserfahrung speichern' })).not.toBeInTheDocument();
    await user.click(within(section('Kenntnisse')).getByRole('button', { name: 'Kenntnisse speichern' }));
    expect(await within(section('Kenntnisse')).findByText('Gespeichert')).toBeInTheDocument();
    expect(await bodiesSentTo(fetchMock, 'PATCH /api/resumes')).toEqual([
      { updateType: 'tags', removeIds: [], newData: [{ tag: 'Intensivpflege' }], fromImport: true },
    ]);
  });

  it('offers the skills of a long CV as chips to pick 15 from, saves the pick, and asks for a missing level', async () => {
    const stored = resumeFixture({ workExperiences: [], tags: [] });
    const skills = Array.from({ length: 38 }, (_, i) => `Skill ${i + 1}`);
    const fetchMock = stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      'GET /api/resumes': json(200, { resume: stored }),
      'GET /api/resumes/pdf': json(
        200,
        importState({
          state: 'success',
          result: 'succeeded',
          proposal: {
            ...proposalFixture(),
            // as the pandoc Lebenslauf of issue 36: "Deutsch (Muttersprache), Englisch"
            languages: [
              { name: 'Deutsch', iso: 'deu', level: 'business_fluent' },
              { name: 'Englisch', iso: 'eng', level: null },
            ],
            tags: skills,
          },
          savedSections: ['userDetails'],
        }),
      ),
      'PATCH /api/resumes': json(200, stored),
    });
    const user = userEvent.setup();
    renderAt('/candidate/profile/import');
    expect(
      await screen.findByText(
        'Ihre Datei nennt 38 Fähigkeiten, Ihr Profil hält bis zu 15. Wählen Sie die, die bleiben sollen:',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('15 von 15 gewählt')).toBeInTheDocument();
    expect(
      screen.getByText('Ihre Datei nennt „Englisch“ ohne Niveau. Bitte wählen Sie es.'),
    ).toBeInTheDocument();
    // the first 15 are picked; a 16th waits until one is let go
    expect(screen.getByRole('checkbox', { name: 'Skill 20' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Skill 2' }));
    expect(await screen.findByText('14 von 15 gewählt')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Skill 20' }));
    expect(await screen.findByText('15 von 15 gewählt')).toBeInTheDocument();
    await user.click(within(section('Kenntnisse')).getByRole('button', { name: 'Kenntnisse speichern' }));
    expect(await within(section('Kenntnisse')).findByText('Gespeichert')).toBeInTheDocument();
    const picked = [...skills.slice(0, 15).filter((skill) => skill !== 'Skill 2'), 'Skill 20'];
    expect(await bodiesSentTo(fetchMock, 'PATCH /api/resumes')).toEqual([
      { updateType: 'tags', removeIds: [], newData: picked.map((tag) => ({ tag })), fromImport: true },
    ]);
  }, 20_000);

  it('says why an import failed and starts again', async () => {
    let state = importState({ state: 'error', result: 'another_error', errorCode: 'cv_import_no_text' });
    stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      'GET /api/resumes': json(200, { resume: null }),
      'GET /api/resumes/pdf': () => json(200, state),
      'DELETE /api/resumes/pdf': () => {
        state = importState({});
        return json(200, state);
      },
    });
    const user = userEvent.setup();
    renderAt('/candidate/profile/import');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ihre Datei konnte nicht importiert werden');
    expect(alert).toHaveTextContent(/keinen Text/);
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('button', { name: 'Datei auswählen' })).toBeInTheDocument();
  });

  it('refuses a file it cannot read before sending it', async () => {
    const fetchMock = stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      'GET /api/resumes': json(200, { resume: null }),
      'GET /api/resumes/pdf': json(200, importState({})),
    });
    const user = userEvent.setup({ applyAccept: false });
    renderAt('/candidate/profile/import');
    await screen.findByRole('button', { name: 'Datei auswählen' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File(['x'], 'lebenslauf.docx', { type: 'application/msword' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Diese Datei kann nicht importiert werden');
    expect(await bodiesSentTo(fetchMock, 'POST /api/resumes/pdf')).toEqual([]);
  });
});
