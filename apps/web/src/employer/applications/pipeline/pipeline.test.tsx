import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BoardApplication } from '@veil/domain/contracts';
import { describe, expect, it } from 'vitest';
import { apiError, bodiesSentTo, json } from '../../../test/api-stub';
import { ADA, boardCard, employerApplication, JOB_ID, pageAnswer, TIM } from '../application-fixtures';
import { FLOATING, REVIEWER_ME, renderAt } from '../applications.testing';
import { CARD_DRAG_TYPE } from './pipeline-card';

const APPLIED = boardCard({ id: crypto.randomUUID(), sequenceNumber: 42, status: 'applied' });
const SCREENING = boardCard({ id: crypto.randomUUID(), sequenceNumber: 43, status: 'screening' });
const EVALUATING = boardCard({ id: crypto.randomUUID(), sequenceNumber: 44, status: 'evaluating' });
const PIPELINE = `/employer/applications/pipeline?job=${JOB_ID}`;
const url = (card: BoardApplication, action: string) => `POST /api/company-applications/${card.id}/${action}`;

/** The board answered per status (each column asks for its own), plus the routes a test adds. */
function renderPipeline(extra: Parameters<typeof renderAt>[1] = {}, me?: Parameters<typeof renderAt>[2]) {
  const cards = [APPLIED, SCREENING, EVALUATING];
  return renderAt(
    PIPELINE,
    {
      'GET /api/company-jobs': pageAnswer([]),
      'GET /api/company-applications': (request) => {
        const status = new URL(request.url).searchParams.get('states[0]');
        return pageAnswer(cards.filter((card) => card.status === status));
      },
      'GET /api/company-applications/assignees': json(200, [TIM, ADA]),
      ...extra,
    },
    me,
  );
}

const column = (name: string) =>
  screen.getByRole('heading', { name, level: 2 }).closest('section') as HTMLElement;
const cardOf = async (number: number) =>
  (await screen.findByRole('link', { name: `Bewerbung #${number}` })).closest('li') as HTMLElement;

/** A native drag of `card` onto `target` (jsdom has no DataTransfer: a stand-in carries the type). */
function drag(card: HTMLElement, target: HTMLElement) {
  const data = new Map<string, string>();
  const dataTransfer = {
    setData: (type: string, value: string) => data.set(type, value),
    getData: (type: string) => data.get(type) ?? '',
    types: [CARD_DRAG_TYPE],
    effectAllowed: 'all',
    dropEffect: 'none',
  };
  fireEvent.dragStart(card, { dataTransfer });
  fireEvent.dragOver(target, { dataTransfer });
  fireEvent.drop(target, { dataTransfer });
  fireEvent.dragEnd(card, { dataTransfer });
}

describe('pipeline of a job', () => {
  it('shows a column per status with the anonymous cards, and switches to the list and back', async () => {
    const user = userEvent.setup();
    const { location } = renderPipeline();
    await cardOf(42);
    expect(within(column('Beworben')).getByRole('link', { name: 'Bewerbung #42' })).toBeInTheDocument();
    expect(
      await within(column('Screening')).findByRole('link', { name: 'Bewerbung #43' }),
    ).toBeInTheDocument();
    expect(
      await within(column('In Bewertung')).findByRole('link', { name: 'Bewerbung #44' }),
    ).toBeInTheDocument();
    expect(await cardOf(42)).toHaveTextContent('Backend mit Go und Postgres');
    expect(screen.getByRole('button', { name: 'Abgelehnte anzeigen (0)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pipeline' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('link', { name: 'Liste' }));
    await waitFor(() => expect(location()?.pathname).toBe('/employer/applications'));
    expect(location()?.search).toBe(`?job=${JOB_ID}`);
    await user.click(await screen.findByRole('link', { name: 'Pipeline' }));
    await waitFor(() => expect(location()?.pathname).toBe('/employer/applications/pipeline'));
    expect(await cardOf(42)).toBeInTheDocument();
  });

  it('starts the screening when a card is dropped on the next column, and announces it', async () => {
    const { fetchMock } = renderPipeline({
      [url(APPLIED, 'start-screening')]: json(
        200,
        employerApplication({ id: APPLIED.id, status: 'screening' }),
      ),
    });
    drag(await cardOf(42), column('Screening'));
    expect(await screen.findByText('Bewerbung #42 ist jetzt in „Screening“.')).toBeInTheDocument();
    expect(await bodiesSentTo(fetchMock, url(APPLIED, 'start-screening'))).toHaveLength(1);
  });

  it('explains a refused move and leaves the card where it was', async () => {
    const { fetchMock } = renderPipeline({
      [url(APPLIED, 'start-screening')]: apiError(422, 'application_reviewers_missing'),
    });
    drag(await cardOf(42), column('Termin bestätigt'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Bewerbung #42 wurde nicht verschoben');
    expect(alert).toHaveTextContent('Von „Beworben“ führt kein Schritt nach „Termin bestätigt“.');

    drag(await cardOf(42), column('Screening'));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('mindestens eine Reviewerin oder einen Reviewer'),
    );
    expect(within(column('Beworben')).getByRole('link', { name: 'Bewerbung #42' })).toBeInTheDocument();
    expect(await bodiesSentTo(fetchMock, url(APPLIED, 'start-screening'))).toHaveLength(1);
  });

  it('moves a card with the keyboard through its menu, opening the same reject form', async () => {
    const user = userEvent.setup();
    const detail = employerApplication({
      id: SCREENING.id,
      sequenceNumber: 43,
      status: 'screening',
      actions: ['reject'],
    });
    const { fetchMock } = renderPipeline({
      [`GET /api/company-applications/${SCREENING.id}`]: json(200, detail),
      [url(SCREENING, 'reject')]: json(200, { ...detail, status: 'rejected', actions: [] }),
    });
    await cardOf(43);
    screen.getByRole('button', { name: 'Bewerbung #43 verschieben' }).focus();
    await user.keyboard('{Enter}');
    const target = await screen.findByRole('menuitem', { name: 'Abgelehnt', ...FLOATING });
    // Enter opened the menu; jsdom lays nothing out, so Mantine's focus trap cannot walk it with the
    // arrow keys here (the browser journey does): the item is taken by a click
    expect(screen.getByRole('button', { name: 'Bewerbung #43 verschieben' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.click(target);
    const dialog = await screen.findByRole('dialog', { name: 'Bewerbung #43 ablehnen?' });
    expect(await screen.findByText(/braucht es noch Angaben/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Nachricht an die Person/ }), 'Danke');
    await user.click(within(dialog).getByRole('button', { name: 'Bewerbung ablehnen' }));
    expect(await screen.findByText('Bewerbung #43 ist jetzt in „Abgelehnt“.')).toBeInTheDocument();
    expect(await bodiesSentTo(fetchMock, url(SCREENING, 'reject'))).toEqual([
      { noteToCandidate: 'Danke', internalReason: '' },
    ]);
  });

  it('rejects the selected cards one by one and lists those refused', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPipeline({
      [url(APPLIED, 'reject')]: json(200, employerApplication({ id: APPLIED.id, status: 'rejected' })),
      [url(SCREENING, 'reject')]: apiError(409, 'application_is_selected'),
    });
    await cardOf(43);
    await user.click(screen.getByRole('checkbox', { name: 'Bewerbung #42 auswählen' }));
    await user.click(screen.getByRole('checkbox', { name: 'Bewerbung #43 auswählen' }));
    const bar = screen.getByRole('region', { name: 'Aktionen für die ausgewählten Bewerbungen' });
    expect(bar).toHaveTextContent('2 ausgewählt');
    await user.click(within(bar).getByRole('button', { name: 'Ablehnen' }));
    const dialog = await screen.findByRole('dialog', { name: '2 Bewerbungen ablehnen' });
    await user.type(within(dialog).getByRole('textbox', { name: /Interner Grund/ }), 'Zu wenig Go');
    await user.click(within(dialog).getByRole('button', { name: 'Alle ablehnen' }));
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('Nicht bei jeder Bewerbung erledigt');
    expect(failed).toHaveTextContent('#43: Diese Bewerbung ist als ausgewählt markiert.');
    expect(await bodiesSentTo(fetchMock, url(APPLIED, 'reject'))).toEqual([
      { noteToCandidate: '', internalReason: 'Zu wenig Go' },
    ]);
    // the refused card stays selected, the rejected one not
    expect(screen.getByRole('checkbox', { name: 'Bewerbung #43 auswählen' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Bewerbung #42 auswählen' })).not.toBeChecked();
  });

  it('adds reviewers to every card of a column, keeping who is assigned', async () => {
    const user = userEvent.setup();
    const detail = employerApplication({ id: EVALUATING.id, reviewers: [ADA], audioReviewers: [] });
    const { fetchMock } = renderPipeline({
      [`GET /api/company-applications/${EVALUATING.id}`]: json(200, detail),
      [`PUT /api/company-applications/${EVALUATING.id}/assignment`]: json(200, detail),
    });
    await cardOf(44);
    await user.click(screen.getByRole('checkbox', { name: 'Alle in „In Bewertung“ auswählen' }));
    await user.click(screen.getByRole('button', { name: 'Prüfende zuweisen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prüfende für 1 Bewerbungen zuweisen' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Prüfende Personen' }));
    await user.click(await screen.findByRole('option', { name: /Tim Vogel/, ...FLOATING }));
    await user.click(within(dialog).getByRole('button', { name: 'Zuweisen' }));
    await waitFor(async () =>
      expect(
        await bodiesSentTo(fetchMock, `PUT /api/company-applications/${EVALUATING.id}/assignment`),
      ).toEqual([
        {
          personInChargeId: detail.personInCharge?.id ?? null,
          reviewerIds: [ADA.id, TIM.id],
          audioReviewerIds: [],
        },
      ]),
    );
  });

  it('shows a reviewer the columns without moves or selection', async () => {
    renderPipeline({}, REVIEWER_ME);
    await cardOf(42);
    expect(screen.queryByRole('button', { name: 'Bewerbung #42 verschieben' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
