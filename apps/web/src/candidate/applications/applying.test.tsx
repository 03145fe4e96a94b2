import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, bodiesSentTo, CANDIDATE_ME, json, sessionRoutes, stubApi } from '../../test/api-stub';
import { CANDIDATE_JOB } from '../jobs/job-fixtures';
import { applicationFixture } from './application-fixtures';
import { APP_API, APPLY_PATH, DRAFT, FILES_API, NO_FILES, renderAt, SENT } from './applications.testing';

describe('applying in four steps', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('walks the steps, saves the answers as a draft and sends the application with its anonymous CV', async () => {
    let down = false;
    const fetchMock = stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      'POST /api/applications': { body: DRAFT },
      [`PUT ${APP_API}/screening-answers`]: async (request) => {
        if (down) return apiError(503, 'service_unavailable', 'down');
        const { answers } = (await request.clone().json()) as {
          answers: { questionId: string; answer: string }[];
        };
        return json(200, {
          ...DRAFT,
          screeningAnswers: DRAFT.screeningAnswers.map((item) => ({
            ...item,
            answer: answers.find((answer) => answer.questionId === item.questionId)?.answer ?? '',
          })),
        });
      },
      [`POST ${APP_API}/submit`]: { body: SENT },
      [`GET ${APP_API}`]: { body: SENT },
      [FILES_API]: { body: NO_FILES },
    });
    const user = userEvent.setup();
    const app = renderAt(APPLY_PATH);

    // 1 job information, 2 job description
    expect(
      await screen.findByRole('heading', { level: 1, name: CANDIDATE_JOB.jobTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText('Schritt 1 von 4 · Stelleninformationen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText('Schritt 2 von 4 · Stellenbeschreibung')).toBeInTheDocument();
    expect(screen.getByText('Sie betreuen Intensivpatient:innen.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));

    // 3 screening questions: both are required before going on
    expect(await screen.findByRole('heading', { level: 2, name: 'Screening-Fragen' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getAllByText('Bitte beantworten Sie diese Frage.')).toHaveLength(2);
    const first = screen.getByRole('textbox', { name: /Warum möchten Sie auf der Intensivstation arbeiten/ });
    const second = screen.getByRole('textbox', { name: /Wann könnten Sie beginnen/ });
    await user.type(first, 'Weil ich gern im Team Verantwortung trage.');
    await user.type(second, 'Ab Juli');
    expect(first).toHaveAttribute('maxlength', '500');

    // a failed save keeps what was typed and says so; the next attempt saves it
    down = true;
    await user.type(second, ' 2026');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText(/konnten nicht gespeichert werden/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Screening-Fragen' })).toBeInTheDocument();
    expect(second).toHaveValue('Ab Juli 2026');
    down = false;
    await user.click(screen.getByRole('button', { name: 'Erneut speichern' }));
    expect(await screen.findByText('Entwurf gespeichert')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));

    // 4 audio questions: listed with their answer time, nothing recorded now
    expect(await screen.findByRole('heading', { level: 2, name: 'Audiofragen' })).toBeInTheDocument();
    expect(screen.getByText('Erzählen Sie von einem schwierigen Dienst.')).toBeInTheDocument();
    expect(screen.getByText('Antwortzeit: 1 Minute 30 Sekunden')).toBeInTheDocument();
    expect(screen.getByText(/Sie nehmen jetzt nichts auf/)).toBeInTheDocument();
    const saved = await bodiesSentTo(fetchMock, `PUT ${APP_API}/screening-answers`);
    expect(saved.at(-1)).toEqual({
      answers: [
        { questionId: 'q1', answer: 'Weil ich gern im Team Verantwortung trage.' },
        { questionId: 'q2', answer: 'Ab Juli 2026' },
      ],
    });

    // the anonymous CV that will be sent with the answers, then sending it
    await user.click(screen.getByRole('button', { name: 'Prüfen und absenden' }));
    const cv = await screen.findByRole('article', { name: 'Ihr anonymer Lebenslauf' });
    expect(within(cv).getByText('Erfahrene Pflegekraft')).toBeInTheDocument();
    const answers = screen.getByRole('region', { name: 'Ihre Antworten auf die Screening-Fragen' });
    expect(
      within(answers).getByText('1. Warum möchten Sie auf der Intensivstation arbeiten?'),
    ).toBeInTheDocument();
    expect(within(answers).getByText('Weil ich gern im Team Verantwortung trage.')).toBeInTheDocument();
    expect(within(answers).getByText('Ab Juli 2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bewerbung absenden' }));
    await waitFor(() => expect(app.location()).toBe(`/candidate/applications/${DRAFT.id}`));
    expect(await screen.findByText('Ihre Bewerbung wurde gesendet.')).toBeInTheDocument();
  });

  it('goes on with the first click on "Weiter" right after typing, while leaving the field saves', async () => {
    // the saves hang until let through: the one that leaving the answer starts is still under way
    // when the click lands
    let letThrough: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      letThrough = resolve;
    });
    const fetchMock = stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      'POST /api/applications': { body: DRAFT },
      [`PUT ${APP_API}/screening-answers`]: async (request) => {
        const { answers } = (await request.clone().json()) as {
          answers: { questionId: string; answer: string }[];
        };
        await gate;
        return json(200, {
          ...DRAFT,
          screeningAnswers: DRAFT.screeningAnswers.map((item) => ({
            ...item,
            answer: answers.find((answer) => answer.questionId === item.questionId)?.answer ?? '',
          })),
        });
      },
    });
    const user = userEvent.setup();
    renderAt(APPLY_PATH);
    await screen.findByRole('heading', { level: 1, name: CANDIDATE_JOB.jobTitle });
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await user.click(await screen.findByRole('button', { name: 'Weiter' }));
    await user.type(
      await screen.findByRole('textbox', { name: /Warum möchten Sie auf der Intensivstation arbeiten/ }),
      'Teamarbeit',
    );
    await user.type(screen.getByRole('textbox', { name: /Wann könnten Sie beginnen/ }), 'Sofort');
    // one click: its press leaves the field (a save starts), its release must still count
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText('Wird gespeichert …')).toBeInTheDocument();
    letThrough();
    expect(await screen.findByRole('heading', { level: 2, name: 'Audiofragen' })).toBeInTheDocument();
    const saved = await bodiesSentTo(fetchMock, `PUT ${APP_API}/screening-answers`);
    expect(saved.at(-1)).toEqual({
      answers: [
        { questionId: 'q1', answer: 'Teamarbeit' },
        { questionId: 'q2', answer: 'Sofort' },
      ],
    });

    // the review lists the answers with the way back to change them
    await user.click(screen.getByRole('button', { name: 'Prüfen und absenden' }));
    const answers = await screen.findByRole('region', { name: 'Ihre Antworten auf die Screening-Fragen' });
    expect(within(answers).getByText('Sofort')).toBeInTheDocument();
    await user.click(within(answers).getByRole('button', { name: 'Antworten bearbeiten' }));
    expect(await screen.findByRole('textbox', { name: /Wann könnten Sie beginnen/ })).toHaveValue('Sofort');
  });

  it('continues a started application with its saved answers', async () => {
    stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      'POST /api/applications': {
        body: applicationFixture({
          screeningAnswers: DRAFT.screeningAnswers.map((item) => ({ ...item, answer: 'Schon geschrieben' })),
        }),
      },
    });
    const user = userEvent.setup();
    renderAt(APPLY_PATH, 'en');
    await screen.findByRole('heading', { level: 1, name: CANDIDATE_JOB.jobTitle });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('textbox', { name: /Wann könnten Sie beginnen/ })).toHaveValue(
      'Schon geschrieben',
    );
  });

  it('goes back to the screening questions when sending finds one unanswered, and keeps the review’s error', async () => {
    stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      'POST /api/applications': {
        body: applicationFixture({
          screeningAnswers: DRAFT.screeningAnswers.map((item) => ({ ...item, answer: 'Entwurf' })),
        }),
      },
      [`POST ${APP_API}/submit`]: apiError(409, 'application_screening_unanswered'),
    });
    const user = userEvent.setup();
    renderAt(APPLY_PATH);
    await screen.findByRole('heading', { level: 1, name: CANDIDATE_JOB.jobTitle });
    for (const step of ['Weiter', 'Weiter', 'Weiter', 'Prüfen und absenden'])
      await user.click(await screen.findByRole('button', { name: step }));
    await user.click(await screen.findByRole('button', { name: 'Bewerbung absenden' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Screening-Fragen' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Wann könnten Sie beginnen/ })).toHaveValue('Entwurf');
  });

  it('asks before leaving with answers that are not saved', async () => {
    stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      'POST /api/applications': { body: DRAFT },
      [`PUT ${APP_API}/screening-answers`]: () => new Promise<Response>(() => {}),
    });
    const user = userEvent.setup();
    renderAt(APPLY_PATH);
    await screen.findByRole('heading', { level: 1, name: CANDIDATE_JOB.jobTitle });
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await user.click(await screen.findByRole('button', { name: 'Weiter' }));
    await user.type(await screen.findByRole('textbox', { name: /Wann könnten Sie beginnen/ }), 'Morgen');
    await user.click(screen.getAllByRole('link', { name: 'Stellen' })[0] as HTMLElement);
    expect(await screen.findByRole('dialog', { name: 'Seite ohne Speichern verlassen?' })).toHaveTextContent(
      'Screening-Fragen',
    );
  });

  it.each([
    [
      'application_exist',
      409,
      'Sie haben sich bereits auf diese Stelle beworben',
      'Meine Bewerbungen',
      '/candidate/applications/list',
    ],
    [
      'job_inactive',
      410,
      'Diese Stelle ist nicht mehr verfügbar',
      'Stellen entdecken',
      '/candidate/jobs/list',
    ],
    ['resume_not_found', 404, 'Legen Sie zuerst Ihr Profil an', 'Profil anlegen', '/candidate/profile/empty'],
  ])('answers %s with its own state and the way on', async (code, status, title, action, href) => {
    stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      'POST /api/applications': apiError(status, code),
    });
    renderAt(APPLY_PATH);
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: action })).toHaveAttribute('href', href);
  });

  it('leads straight to the existing application when the refusal names it', async () => {
    stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      'POST /api/applications': apiError(409, 'application_exist', 'exists', { applicationId: DRAFT.id }),
    });
    renderAt(APPLY_PATH);
    expect(await screen.findByRole('link', { name: 'Bewerbung öffnen' })).toHaveAttribute(
      'href',
      `/candidate/applications/${DRAFT.id}`,
    );
  });

  it('offers a retry when starting fails for another reason', async () => {
    let calls = 0;
    stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      'POST /api/applications': () => {
        calls += 1;
        return calls === 1 ? apiError(500, 'generic_error', 'boom') : json(200, DRAFT);
      },
    });
    const user = userEvent.setup();
    renderAt(APPLY_PATH);
    expect(await screen.findByText('Die Bewerbung konnte nicht begonnen werden.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /erneut|Erneut/ }));
    expect(await screen.findByText('Schritt 1 von 4 · Stelleninformationen')).toBeInTheDocument();
  });

  it('leads from an open job to applying', async () => {
    stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      [`GET /api/jobs/${CANDIDATE_JOB.id}`]: { body: CANDIDATE_JOB },
    });
    renderAt(`/candidate/jobs/${CANDIDATE_JOB.id}`);
    expect(await screen.findByRole('link', { name: 'Bewerben' })).toHaveAttribute('href', APPLY_PATH);
  });
});
