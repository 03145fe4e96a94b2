import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BoardStatus } from '@veil/domain';
import type { EmployerApplication } from '@veil/domain/contracts';
import { describe, expect, it } from 'vitest';
import {
  type ApiRoutes,
  apiError,
  bodiesSentTo,
  EMPLOYER_ME,
  EMPTY_BOARD_COUNTS,
  json,
  sessionRoutes,
  stubApi,
} from '../../test/api-stub';
import { memoryRouterAt, renderWithProviders } from '../../test/render';
import EmployerApp from '../app';
import {
  ADA,
  APPLICATION_ID,
  boardCard,
  deletionLog,
  employerApplication,
  JANA,
  pageAnswer,
  reviewerRatings,
  TIM,
} from './application-fixtures';

const FLOATING = { hidden: true } as const;
const DETAIL = `GET /api/company-applications/${APPLICATION_ID}`;
const REVIEWER_ME = { ...EMPLOYER_ME, id: TIM.id, role: 'reviewer_user' as const };
const COUNTS = 'GET /api/company-applications/status-counts';

function renderAt(path: string, routes: ApiRoutes, me = EMPLOYER_ME) {
  const fetchMock = stubApi({
    ...sessionRoutes('employer', me),
    [COUNTS]: json(200, EMPTY_BOARD_COUNTS),
    ...routes,
  });
  const createRouter = memoryRouterAt(path);
  renderWithProviders(<EmployerApp createRouter={createRouter} />);
  return { fetchMock, location: () => createRouter.last?.state.location };
}

function queriesTo(fetchMock: ReturnType<typeof stubApi>, pathname: string) {
  return fetchMock.mock.calls
    .map(([request]) => new URL(request.url))
    .filter((url) => url.pathname === pathname)
    .map((url) => Object.fromEntries(url.searchParams));
}
const boardQueries = (fetchMock: ReturnType<typeof stubApi>) =>
  queriesTo(fetchMock, '/api/company-applications');

/** A status tab's name with its count (jsdom lays nothing out, so no space comes between them). */
const countTab = (label: string, count: string) =>
  new RegExp(`^${label}\\s?${count.replace(/[.+]/g, '\\$&')}$`);

/** Status counts as the API answers them, zero where `statuses` names none. */
const counts = (statuses: Partial<Record<BoardStatus, number>>, capped: BoardStatus[] = []) =>
  json(200, { statuses: { ...EMPTY_BOARD_COUNTS.statuses, ...statuses }, capped });

/** The application page, answering every change with `after` (or the same application). */
function renderApplication(application: EmployerApplication, me = EMPLOYER_ME, extra: ApiRoutes = {}) {
  return renderAt(
    `/employer/applications/${APPLICATION_ID}`,
    {
      [DETAIL]: json(200, application),
      'GET /api/company-applications/assignees': json(200, [JANA, TIM, ADA]),
      ...extra,
    },
    me,
  );
}

describe('application board', () => {
  it('shows each card with number, job, status, person in charge, rating and mark, and pages on', async () => {
    const user = userEvent.setup();
    const first = boardCard({ isSelected: true, overallRating: 3.75, status: 'screening' });
    const second = boardCard({ id: crypto.randomUUID(), sequenceNumber: 41, personInCharge: null });
    const { fetchMock } = renderAt('/employer/applications', {
      'GET /api/company-jobs': pageAnswer([]),
      'GET /api/company-applications': (request) =>
        new URL(request.url).searchParams.get('lastIndex') === 'next'
          ? pageAnswer([second], null, 2)
          : pageAnswer([first], 'next', 2),
    });
    const list = await screen.findByRole('list', { name: 'Bewerbungen' });
    const card = within(list).getByRole('link', { name: 'Bewerbung #42' }).closest('li') as HTMLElement;
    expect(card).toHaveTextContent('Backend-Entwickler:in');
    expect(card).toHaveTextContent('Screening');
    expect(card).toHaveTextContent('Jana Roth');
    expect(card).toHaveTextContent('Vorgemerkt');
    expect(card).toHaveTextContent('Backend mit Go und Postgres');
    expect(within(card).getByLabelText('3,8 von 5')).toBeInTheDocument();
    expect(screen.getByText('1 von 2 angezeigt')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Weitere laden' }));
    const next = (await within(list).findByRole('link', { name: 'Bewerbung #41' })).closest(
      'li',
    ) as HTMLElement;
    expect(next).toHaveTextContent('Noch niemand');
    expect(next).toHaveTextContent('—');
    expect(boardQueries(fetchMock).at(-1)).toMatchObject({ lastIndex: 'next', sort: 'newest' });
  });

  it('filters by status, keyword and sort through the URL and the request', async () => {
    const user = userEvent.setup();
    const { fetchMock, location } = renderAt('/employer/applications', {
      'GET /api/company-jobs': pageAnswer([]),
      'GET /api/company-applications': pageAnswer([boardCard()]),
    });
    await screen.findByRole('link', { name: 'Bewerbung #42' });
    await user.click(screen.getByRole('tab', { name: /^Abgelehnt/ }));
    await waitFor(() => expect(location()?.search).toBe('?status=rejected'));
    await user.type(screen.getByRole('textbox', { name: 'Suche' }), 'Go');
    await user.click(screen.getByRole('combobox', { name: 'Sortierung' }));
    await user.click(await screen.findByRole('option', { name: 'Älteste zuerst', ...FLOATING }));
    await waitFor(() =>
      expect(boardQueries(fetchMock).at(-1)).toMatchObject({
        'states[0]': 'rejected',
        keyword: 'Go',
        sort: 'oldest',
      }),
    );
  });

  it('shows how many applications each status holds, for the chosen job and keyword', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderAt('/employer/applications?q=Go', {
      'GET /api/company-jobs': pageAnswer([]),
      'GET /api/company-applications': pageAnswer([boardCard()]),
      [COUNTS]: counts({ applied: 2, screening: 1, rejected: 12_000 }, ['rejected']),
    });
    expect(await screen.findByRole('tab', { name: countTab('Beworben', '2') })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: countTab('Screening', '1') })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: countTab('Terminanfrage gesendet', '0') })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: countTab('Abgelehnt', '12.000+') })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: countTab('Alle', '12.003+') })).toBeInTheDocument();
    // the counts follow the keyword (and job), never the status: every tab says what it would show
    await user.click(screen.getByRole('tab', { name: /^Abgelehnt/ }));
    await screen.findByRole('tab', { name: /^Abgelehnt/, selected: true });
    expect(queriesTo(fetchMock, '/api/company-applications/status-counts')).toEqual([{ keyword: 'Go' }]);
  });

  it('counts again after an application changed', async () => {
    const user = userEvent.setup();
    let rejected = false;
    renderAt('/employer/applications', {
      'GET /api/company-jobs': pageAnswer([]),
      'GET /api/company-applications': pageAnswer([boardCard()]),
      [COUNTS]: () => counts(rejected ? { rejected: 1 } : { applied: 1 }),
      [DETAIL]: json(200, employerApplication({ status: 'applied' })),
      'GET /api/company-applications/assignees': json(200, [JANA, TIM, ADA]),
      [`POST /api/company-applications/${APPLICATION_ID}/reject`]: () => {
        rejected = true;
        return json(200, employerApplication({ status: 'rejected', actions: [] }));
      },
    });
    expect(await screen.findByRole('tab', { name: countTab('Beworben', '1') })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Bewerbung #42' }));
    await user.click(await screen.findByRole('button', { name: 'Ablehnen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bewerbung #42 ablehnen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Bewerbung ablehnen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('link', { name: 'Zurück zu den Bewerbungen' }));
    expect(await screen.findByRole('tab', { name: countTab('Abgelehnt', '1') })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: countTab('Beworben', '0') })).toBeInTheDocument();
  });

  it('says what comes next when there are no applications, and offers resetting filters on no match', async () => {
    const user = userEvent.setup();
    renderAt('/employer/applications?status=approved', {
      'GET /api/company-jobs': pageAnswer([]),
      'GET /api/company-applications': pageAnswer([]),
    });
    expect(await screen.findByText('Keine passende Bewerbung')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filter zurücksetzen' }));
    expect(await screen.findByText('Noch keine Bewerbungen')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zu den Stellenanzeigen' })).toBeInTheDocument();
  });

  it('gives a reviewer no job filter and no deletion logs', async () => {
    renderAt(
      '/employer/applications',
      { 'GET /api/company-applications': pageAnswer([boardCard()]) },
      REVIEWER_ME,
    );
    await screen.findByRole('link', { name: 'Bewerbung #42' });
    expect(screen.queryByRole('textbox', { name: 'Stelle' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Löschprotokolle' })).not.toBeInTheDocument();
  });

  it('shows a retry when the board cannot be loaded', async () => {
    renderAt('/employer/applications', {
      'GET /api/company-jobs': pageAnswer([]),
      'GET /api/company-applications': apiError(500, 'unhandled_error'),
    });
    expect(await screen.findByText('Die Bewerbungen konnten nicht geladen werden')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });
});

describe('application page', () => {
  it('shows the anonymous CV, the answers, the audio questions and the resume notice in tabs', async () => {
    const user = userEvent.setup();
    renderApplication(employerApplication());
    expect(await screen.findByRole('heading', { level: 1, name: 'Bewerbung #42' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Anonymer Lebenslauf' })).toHaveTextContent(
      'B.Sc. Informatik',
    );
    await user.click(screen.getByRole('tab', { name: 'Screening-Antworten' }));
    expect(await screen.findByText('Weil Ihr Produkt mich überzeugt.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Audiofragen' }));
    expect(await screen.findByText('Erzählen Sie von einem Projekt.')).toBeInTheDocument();
    expect(screen.getByText(/Die Antworten kommen mit dem Audio-Interview/)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Lebenslauf' }));
    expect(await screen.findByText('Das vollständige Profil bleibt verborgen')).toBeInTheDocument();
  });

  it('lets the person in charge assign reviewers and start the screening', async () => {
    const user = userEvent.setup();
    const unassigned = employerApplication({ reviewers: [] });
    const { fetchMock } = renderApplication(unassigned, EMPLOYER_ME, {
      [`PUT /api/company-applications/${APPLICATION_ID}/assignment`]: json(200, employerApplication()),
      [`POST /api/company-applications/${APPLICATION_ID}/start-screening`]: json(
        200,
        employerApplication({ status: 'screening', actions: ['reject'] }),
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Screening starten' }));
    expect(
      await screen.findByText('Bitte weisen Sie mindestens eine prüfende Person zu.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Prüfende Personen' }));
    const reviewers = await screen.findByRole('listbox', { name: 'Prüfende Personen', ...FLOATING });
    await user.click(within(reviewers).getByRole('option', { name: 'Tim Vogel (Prüfer:in)', ...FLOATING }));
    await user.click(within(reviewers).getByRole('option', { name: 'Ada Lind (Prüfer:in)', ...FLOATING }));
    await user.click(screen.getByRole('button', { name: 'Zuständigkeiten speichern' }));
    await waitFor(async () =>
      expect(
        await bodiesSentTo(fetchMock, `PUT /api/company-applications/${APPLICATION_ID}/assignment`),
      ).toEqual([{ personInChargeId: JANA.id, reviewerIds: [TIM.id, ADA.id], audioReviewerIds: [] }]),
    );
    await user.click(screen.getByRole('button', { name: 'Screening starten' }));
    const status = screen.getByRole('region', { name: 'Status' });
    await waitFor(() => expect(within(status).getByText('Screening')).toBeInTheDocument());
    expect(within(status).queryByRole('button', { name: 'Screening starten' })).not.toBeInTheDocument();
  });

  it('hides the others’ ratings from a reviewer until theirs are submitted, checking every rating', async () => {
    const user = userEvent.setup();
    const before = employerApplication({
      status: 'screening',
      capacities: ['reviewer'],
      actions: [],
      operations: ['rate', 'note'],
      ratings: null,
      ratingsSubmitted: 1,
    });
    const after = employerApplication({
      ...before,
      operations: ['note'],
      ownRatings: { ...reviewerRatings(TIM, 4, 0), submittedAt: '2026-03-07T10:00:00.000Z' },
      ratings: [reviewerRatings(TIM, 4, 0.8), reviewerRatings(ADA, 3, -0.6)],
      ratingsSubmitted: 2,
      overallRating: 3.5,
    });
    const { fetchMock } = renderApplication(before, REVIEWER_ME, {
      [`POST /api/company-applications/${APPLICATION_ID}/ratings`]: json(200, after),
    });
    const ratings = await screen.findByRole('region', { name: 'Bewertungen' });
    expect(ratings).toHaveTextContent(
      '1 von 2 prüfenden Personen haben bewertet – die Bewertungen erscheinen, sobald Sie Ihre abgesendet haben.',
    );
    expect(within(ratings).queryByText('Ada Lind')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Screening-Antworten' }));
    await user.click(await screen.findByRole('button', { name: 'Bewertung absenden' }));
    expect(await screen.findAllByText('Die Bewertung darf nicht leer sein.')).toHaveLength(2);
    expect(screen.getByText('Bitte bewerten Sie alle Antworten, bevor Sie fortfahren.')).toBeInTheDocument();

    const cv = screen.getByRole('radiogroup', { name: /Bewertung des anonymen Lebenslaufs/ });
    within(cv).getByRole('radio', { name: '4 von 5 Sternen' }).focus();
    await user.keyboard(' ');
    const answer = screen.getByRole('radiogroup', { name: /Bewertung der Antwort 1/ });
    within(answer).getByRole('radio', { name: '4 von 5 Sternen' }).focus();
    await user.keyboard(' ');
    await user.type(screen.getByRole('textbox', { name: 'Kommentar zum Lebenslauf' }), 'Solide');
    await user.click(screen.getByRole('button', { name: 'Bewertung absenden' }));

    await waitFor(() => expect(within(ratings).getByText('Ada Lind')).toBeInTheDocument());
    expect(ratings).toHaveTextContent('2 von 2 prüfenden Personen haben bewertet');
    expect(ratings).toHaveTextContent('+0,8 (milde)');
    expect(ratings).toHaveTextContent('−0,6 (streng)');
    expect(await bodiesSentTo(fetchMock, `POST /api/company-applications/${APPLICATION_ID}/ratings`)).toEqual(
      [{ cv: { rating: 4, comment: 'Solide' }, answers: [{ questionId: 'q1', rating: 4, comment: '' }] }],
    );
  });

  it('shows the rating of a former member under the kept name, counted with the team', async () => {
    renderApplication(
      employerApplication({
        status: 'screening',
        reviewers: [TIM],
        ratings: [
          reviewerRatings({ id: null, name: 'Anna Alt', role: null }, 2, 0),
          reviewerRatings(TIM, 4, 0),
        ],
        ratingsSubmitted: 2,
        ratingsExpected: 2,
        overallRating: 3,
      }),
    );
    const ratings = await screen.findByRole('region', { name: 'Bewertungen' });
    expect(ratings).toHaveTextContent('2 von 2 prüfenden Personen haben bewertet');
    const former = within(ratings).getByText('Anna Alt').closest('tr');
    expect(former).toHaveTextContent('Anna Alt (ehemaliges Mitglied)');
    expect(former).toHaveTextContent('nicht geführt');
    expect(within(ratings).getByText('Tim Vogel').closest('tr')).not.toHaveTextContent('ehemaliges Mitglied');
  });

  it('rejects with a note and an internal reason, and toggles the selected mark', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApplication(employerApplication(), EMPLOYER_ME, {
      [`PUT /api/company-applications/${APPLICATION_ID}/selected`]: json(
        200,
        employerApplication({ isSelected: true }),
      ),
      [`POST /api/company-applications/${APPLICATION_ID}/reject`]: json(
        200,
        employerApplication({
          status: 'rejected',
          actions: [],
          rejection: { noteToCandidate: 'Danke', internalReason: 'Zu wenig Go' },
          rejectedAt: '2026-03-08T10:00:00.000Z',
        }),
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Vormerken' }));
    expect(await screen.findByRole('button', { name: 'Vormerkung entfernen' })).toBeInTheDocument();
    expect(await bodiesSentTo(fetchMock, `PUT /api/company-applications/${APPLICATION_ID}/selected`)).toEqual(
      [{ isSelected: true }],
    );

    await user.click(screen.getByRole('button', { name: 'Ablehnen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bewerbung #42 ablehnen?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Nachricht an die Person' }), 'Danke');
    await user.type(within(dialog).getByRole('textbox', { name: 'Interner Grund' }), 'Zu wenig Go');
    await user.click(within(dialog).getByRole('button', { name: 'Bewerbung ablehnen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Status' })).toHaveTextContent('Zu wenig Go');
    expect(await bodiesSentTo(fetchMock, `POST /api/company-applications/${APPLICATION_ID}/reject`)).toEqual([
      { noteToCandidate: 'Danke', internalReason: 'Zu wenig Go' },
    ]);
  });

  it('shows a status conflict and loads the application again', async () => {
    const user = userEvent.setup();
    let loads = 0;
    renderApplication(employerApplication(), EMPLOYER_ME, {
      [DETAIL]: () => {
        loads += 1;
        return json(
          200,
          loads === 1 ? employerApplication() : employerApplication({ status: 'rejected', actions: [] }),
        );
      },
      [`PUT /api/company-applications/${APPLICATION_ID}/selected`]: apiError(
        409,
        'application_status_conflict',
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Vormerken' }));
    expect(await screen.findByText('Das hat nicht geklappt')).toBeInTheDocument();
    await waitFor(() => expect(loads).toBe(2));
    expect(within(screen.getByRole('region', { name: 'Status' })).getByText('Abgelehnt')).toBeInTheDocument();
  });

  it('adds a note', async () => {
    const user = userEvent.setup();
    const note = {
      id: crypto.randomUUID(),
      content: 'Bitte früh anrufen',
      author: 'Jana Roth',
      createdAt: '2026-03-08T09:00:00.000Z',
    };
    const { fetchMock } = renderApplication(employerApplication(), EMPLOYER_ME, {
      [`POST /api/company-applications/${APPLICATION_ID}/notes`]: json(
        200,
        employerApplication({ notes: [note] }),
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Notiz hinzufügen' }));
    expect(await screen.findByText(/darf nicht leer sein/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Neue Notiz' }), 'Bitte früh anrufen');
    await user.click(screen.getByRole('button', { name: 'Notiz hinzufügen' }));
    expect(await screen.findByText('Bitte früh anrufen')).toBeInTheDocument();
    expect(await bodiesSentTo(fetchMock, `POST /api/company-applications/${APPLICATION_ID}/notes`)).toEqual([
      { content: 'Bitte früh anrufen' },
    ]);
  });

  it('tells a reviewer who may not open the application so', async () => {
    renderAt(
      `/employer/applications/${APPLICATION_ID}`,
      { [DETAIL]: apiError(403, 'forbidden_to_access_data') },
      REVIEWER_ME,
    );
    expect(
      await screen.findByRole('heading', {
        name: 'Sie haben keine Berechtigung, diese Bewerbung anzusehen.',
      }),
    ).toBeInTheDocument();
  });
});

describe('deletion logs', () => {
  it('lists the logs and opens one with its deleted data', async () => {
    const user = userEvent.setup();
    renderAt('/employer/applications/deletions', {
      'GET /api/deletion-logs': pageAnswer([deletionLog()]),
      [`GET /api/deletion-logs/${APPLICATION_ID}`]: json(200, deletionLog()),
    });
    const table = await screen.findByRole('table', { name: 'Löschprotokolle' });
    const row = within(table).getByRole('link', { name: 'Protokoll 7 öffnen' }).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('#42');
    expect(row).toHaveTextContent('Von der Person zurückgezogen');
    expect(row).toHaveTextContent('Die Person selbst');
    await user.click(within(row).getByRole('link', { name: 'Protokoll 7 öffnen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Löschprotokoll #7' })).toBeInTheDocument();
    expect(screen.getByText('Bewertungen: 2')).toBeInTheDocument();
    expect(screen.getByText('9.03.2029')).toBeInTheDocument();
    expect(screen.queryByText('Dieses Protokoll ist abgelaufen')).not.toBeInTheDocument();
  });

  it('shows the expired notice on an expired log', async () => {
    renderAt(`/employer/applications/deletion/${APPLICATION_ID}`, {
      [`GET /api/deletion-logs/${APPLICATION_ID}`]: json(
        200,
        deletionLog({ isExpired: true, deletedDataTypes: [] }),
      ),
    });
    expect(await screen.findByText('Dieses Protokoll ist abgelaufen')).toBeInTheDocument();
  });

  it('says so when nothing was deleted yet', async () => {
    renderAt('/employer/applications/deletions', { 'GET /api/deletion-logs': pageAnswer([]) });
    expect(await screen.findByText('Noch keine Löschungen')).toBeInTheDocument();
  });

  it('is refused to reviewers', async () => {
    renderAt('/employer/applications/deletions', {}, REVIEWER_ME);
    expect(
      await screen.findByRole('heading', { name: 'Sie haben keine Berechtigung, diese Seite anzusehen.' }),
    ).toBeInTheDocument();
  });
});
