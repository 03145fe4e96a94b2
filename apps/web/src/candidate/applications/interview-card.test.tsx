import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CandidateInterview } from '@veil/domain/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, bodiesSentTo, CANDIDATE_ME, json, sessionRoutes, stubApi } from '../../test/api-stub';
import { APP_API, FILES_API, NO_FILES, renderAt, SENT } from './applications.testing';
import { browserTimeZone, slotTexts } from './interview-time';

const HOUR = 3_600_000;
const INTERVIEW = `GET ${APP_API}/interview`;
const EARLY = '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const LATE = '6b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e';
const CONFIRM_LATE = `POST ${APP_API}/interview/slots/${LATE}/confirm`;
const NONE_FITS = `POST ${APP_API}/interview/none-fits`;
const RESCHEDULE = `POST ${APP_API}/interview/reschedule`;

const at = (hoursFromNow: number) =>
  new Date(Math.floor(Date.now() / HOUR + hoursFromNow) * HOUR).toISOString();
const SLOTS = [
  { id: EARLY, start: at(50), end: at(51), state: 'proposed' as const },
  { id: LATE, start: at(74), end: at(75), state: 'proposed' as const },
];

const APPROVED = { ...SENT, status: 'approved' as const, isInterviewSent: true, interviewSentAt: at(-1) };

function interview(overrides: Partial<CandidateInterview> = {}): CandidateInterview {
  return {
    applicationId: SENT.id,
    status: 'approved',
    interviewType: 'remote',
    duration: 3600,
    location: '',
    meetingUrl: 'https://meet.example.com/abc',
    timeZone: 'Europe/Berlin',
    slots: SLOTS,
    confirmedAt: null,
    interviewAt: null,
    sentAt: at(-1),
    noSlotFits: null,
    rescheduleRequest: null,
    jobTitle: SENT.job.jobTitle,
    companyName: SENT.company.name,
    canChooseSlot: true,
    canRequestReschedule: false,
    ...overrides,
  };
}

/** The interview once the later slot (74 hours ahead) is confirmed. */
function confirmed(overrides: Partial<CandidateInterview> = {}): CandidateInterview {
  const late = { ...(SLOTS[1] as CandidateInterview['slots'][number]), state: 'confirmed' as const };
  return interview({
    status: 'confirmed',
    slots: [late],
    interviewAt: late.start,
    confirmedAt: at(0),
    canChooseSlot: false,
    canRequestReschedule: true,
    ...overrides,
  });
}

const slotText = (slot: { start: string; end: string }) => {
  const { date, start, end } = slotTexts(slot, 'de', browserTimeZone());
  return `${date}, ${start}–${end} Uhr`;
};

describe('the interview on the candidate’s application page', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('shows the slots in the browser’s zone, asks to pick one, confirms it and survives a slot taken meanwhile', async () => {
    let confirms = 0;
    const fetchMock = stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      [`GET ${APP_API}`]: () =>
        json(
          200,
          confirms >= 2 ? { ...APPROVED, status: 'confirmed', interviewAt: SLOTS[1]?.start } : APPROVED,
        ),
      [FILES_API]: { body: NO_FILES },
      [INTERVIEW]: () => json(200, confirms >= 2 ? confirmed() : interview()),
      [CONFIRM_LATE]: () => {
        confirms += 1;
        return confirms === 1
          ? apiError(409, 'interview_slot_reserved', 'This time slot is already reserved.')
          : json(200, confirmed());
      },
    });
    const user = userEvent.setup();
    renderAt(`/candidate/applications/${SENT.id}`);
    const card = await screen.findByRole('region', { name: 'Wählen Sie Ihren Gesprächstermin' });
    expect(
      within(card).getByText(`Die Zeiten werden in Ihrer Zeitzone angezeigt (${browserTimeZone()}).`),
    ).toBeInTheDocument();
    expect(within(card).getByText('Online · 60 Minuten')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Diesen Termin bestätigen' }));
    expect(await within(card).findByText('Bitte wählen Sie zuerst einen der Termine.')).toBeInTheDocument();

    await user.click(within(card).getByRole('radio', { name: slotText(SLOTS[1] as (typeof SLOTS)[number]) }));
    await user.click(within(card).getByRole('button', { name: 'Diesen Termin bestätigen' }));
    let dialog = await screen.findByRole('dialog', { name: 'Diesen Termin bestätigen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Termin bestätigen' }));
    // the API's message in the candidate's language; the invitation is fetched again
    expect(await within(dialog).findByText('Dieser Termin ist bereits vergeben.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));

    await user.click(within(card).getByRole('button', { name: 'Diesen Termin bestätigen' }));
    dialog = await screen.findByRole('dialog', { name: 'Diesen Termin bestätigen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Termin bestätigen' }));
    expect(await screen.findByText('Ihr Gesprächstermin ist bestätigt.')).toBeInTheDocument();
    const done = await screen.findByRole('region', { name: 'Ihr Vorstellungsgespräch' });
    expect(within(done).getByText(slotText(SLOTS[1] as (typeof SLOTS)[number]))).toBeInTheDocument();
    expect(within(done).getByRole('link', { name: /Zur Videokonferenz/ })).toHaveAttribute(
      'href',
      'https://meet.example.com/abc',
    );
    expect(within(done).getByRole('link', { name: 'Alle Termine in meinem Kalender' })).toHaveAttribute(
      'href',
      '/candidate/calendar',
    );
    expect(
      fetchMock.mock.calls.filter(([request]) => request.url.endsWith('/interview')).length,
    ).toBeGreaterThan(1);
  });

  it('sends "none of these fit" with a message, refusing an empty one', async () => {
    const fetchMock = stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      [`GET ${APP_API}`]: { body: APPROVED },
      [FILES_API]: { body: NO_FILES },
      [INTERVIEW]: json(200, interview()),
      [NONE_FITS]: json(200, interview({ noSlotFits: { message: 'Ab 16 Uhr', sentAt: at(0) } })),
    });
    const user = userEvent.setup();
    renderAt(`/candidate/applications/${SENT.id}`);
    const card = await screen.findByRole('region', { name: 'Wählen Sie Ihren Gesprächstermin' });
    await user.click(within(card).getByRole('button', { name: 'Keiner passt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keiner der Termine passt?' });
    await user.click(within(dialog).getByRole('button', { name: 'Nachricht senden' }));
    expect(await within(dialog).findByText('Nachricht darf nicht leer sein.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Ihre Nachricht/), '  Ab 16 Uhr  ');
    await user.click(within(dialog).getByRole('button', { name: 'Nachricht senden' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(card).findByText(/dass keiner der Termine passt/)).toBeInTheDocument();
    expect(await bodiesSentTo(fetchMock, NONE_FITS)).toEqual([{ message: 'Ab 16 Uhr' }]);
  });

  it('asks to reschedule a confirmed interview with a message', async () => {
    const confirmedApplication = {
      ...APPROVED,
      status: 'confirmed' as const,
      interviewAt: SLOTS[1]?.start ?? null,
    };
    const fetchMock = stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      [`GET ${APP_API}`]: { body: confirmedApplication },
      [FILES_API]: { body: NO_FILES },
      [INTERVIEW]: json(200, confirmed()),
      [RESCHEDULE]: json(
        200,
        confirmed({ canRequestReschedule: false, rescheduleRequest: { message: 'Krank', sentAt: at(0) } }),
      ),
    });
    const user = userEvent.setup();
    renderAt(`/candidate/applications/${SENT.id}`);
    const card = await screen.findByRole('region', { name: 'Ihr Vorstellungsgespräch' });
    await user.click(within(card).getByRole('button', { name: 'Verschiebung anfragen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verschiebung des Gesprächs anfragen?' });
    await user.type(within(dialog).getByLabelText(/^Ihre Nachricht/), 'Krank');
    await user.click(within(dialog).getByRole('button', { name: 'Anfrage senden' }));
    expect(await within(card).findByText(/um eine Verschiebung gebeten/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Verschiebung anfragen' })).not.toBeInTheDocument();
    expect(await bodiesSentTo(fetchMock, RESCHEDULE)).toEqual([{ message: 'Krank' }]);
  });

  it('no longer offers to reschedule less than 24 hours before', async () => {
    const soon = { id: LATE, start: at(5), end: at(6), state: 'confirmed' as const };
    stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      [`GET ${APP_API}`]: { body: { ...APPROVED, status: 'confirmed', interviewAt: soon.start } },
      [FILES_API]: { body: NO_FILES },
      [INTERVIEW]: json(
        200,
        confirmed({ slots: [soon], interviewAt: soon.start, canRequestReschedule: false }),
      ),
    });
    renderAt(`/candidate/applications/${SENT.id}`);
    const card = await screen.findByRole('region', { name: 'Ihr Vorstellungsgespräch' });
    expect(within(card).getByText(/weniger als 24 Stunden/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Verschiebung anfragen' })).not.toBeInTheDocument();
  });
});
