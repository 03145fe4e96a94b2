import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json } from '../../test/api-stub';
import {
  ADA,
  APPLICATION_ID,
  boardCard,
  deletionLog,
  employerApplication,
  JANA,
  pageAnswer,
  TIM,
} from './application-fixtures';
import {
  boardQueries,
  COUNTS,
  counts,
  countTab,
  DETAIL,
  FLOATING,
  queriesTo,
  REVIEWER_ME,
  renderAt,
} from './applications.testing';

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
