import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { COMPANY_TIME_ZONE, INTERVIEW_SLOTS_MAX, zonedDateKey } from '@veil/domain';
import type { Assignee, EmployerInterview } from '@veil/domain/contracts';
import { describe, expect, it } from 'vitest';
import { apiError, bodiesSentTo, EMPLOYER_ME, json } from '../../test/api-stub';
import { APPLICATION_ID, employerApplication, TIM } from './application-fixtures';
import { renderApplication } from './applications.testing';
import { zonedInstant } from './interview-slots';

const BASE = `/api/company-applications/${APPLICATION_ID}`;
const APPROVE = `POST ${BASE}/interview-invitation`;
const UPDATE = `PUT ${BASE}/interview-invitation`;
const INTERVIEW = `GET ${BASE}/interview`;
// interviewers are accounts with UUIDs, as the API checks them
const LEA: Assignee = { id: '0b6d2f7e-3c1a-4e5b-9d8c-7a6b5c4d3e2f', name: 'Lea Brandt', role: 'power_user' };
const OLE: Assignee = { id: '1c7e3a8f-4d2b-4f6c-8e9d-8b7c6d5e4f3a', name: 'Ole Berg', role: 'regular_user' };
const DAY_MS = 24 * 3_600_000;

/** An application whose audio answers are rated: the person in charge may approve it. */
function evaluating() {
  return employerApplication({
    status: 'evaluating',
    personInCharge: LEA,
    actions: ['approve', 'reject'],
    operations: ['assign', 'note', 'select', 'viewRatings', 'listenAudio'],
  });
}

/** The day after tomorrow in the company's zone (`YYYY-MM-DD`), safely in the future. */
const inTwoDays = () => zonedDateKey(new Date(Date.now() + 2 * DAY_MS), COMPANY_TIME_ZONE);

function interview(overrides: Partial<EmployerInterview> = {}): EmployerInterview {
  const day = inTwoDays();
  const at = (time: string) => zonedInstant(day, time)?.toISOString() ?? '';
  return {
    applicationId: APPLICATION_ID,
    status: 'approved',
    interviewType: 'on_site',
    duration: 2700,
    location: 'Hafenstraße 1, Leipzig',
    meetingUrl: '',
    timeZone: COMPANY_TIME_ZONE,
    slots: [
      { id: '2d8f4b9a-5e3c-4a7d-9f0e-9c8d7e6f5a4b', start: at('09:00'), end: at('09:45'), state: 'proposed' },
      { id: '3e9a5c0b-6f4d-4b8e-8a1f-0d9e8f7a6b5c', start: at('14:00'), end: at('14:45'), state: 'proposed' },
    ],
    confirmedAt: null,
    interviewAt: null,
    sentAt: new Date().toISOString(),
    noSlotFits: { message: 'Ich kann nur nachmittags ab 16 Uhr.', sentAt: new Date().toISOString() },
    rescheduleRequest: null,
    interviewers: [LEA, OLE],
    cc: ['hr@firma.example'],
    title: 'Bewerbung #42 — Backend-Entwickler:in',
    canUpdate: true,
    ...overrides,
  };
}

/** The interview with its second slot confirmed, starting at `start`. */
function confirmedInterview(start: string, overrides: Partial<EmployerInterview> = {}) {
  return interview({
    status: 'confirmed',
    slots: [{ ...(interview().slots[1] as EmployerInterview['slots'][number]), state: 'confirmed' }],
    interviewAt: start,
    confirmedAt: new Date().toISOString(),
    noSlotFits: null,
    ...overrides,
  });
}

/** The hours and minutes inputs of the time field `label` (a TimePicker, HH:mm). */
function timeInputs(dialog: HTMLElement, label: string) {
  return {
    hours: within(dialog).getByRole('spinbutton', { name: `${label}, Stunden` }),
    minutes: within(dialog).getByRole('spinbutton', { name: `${label}, Minuten` }),
  };
}

/** Types `HH:mm` into the time field `label` as a user does: the hours, then the minutes. */
async function typeTime(user: UserEvent, dialog: HTMLElement, label: string, time: string) {
  const [hours = '', minutes = ''] = time.split(':');
  const inputs = timeInputs(dialog, label);
  await user.type(inputs.hours, hours);
  await user.type(inputs.minutes, minutes);
}

/** The time shown in the field `label`. */
function timeOf(dialog: HTMLElement, label: string): string {
  const { hours, minutes } = timeInputs(dialog, label);
  return `${(hours as HTMLInputElement).value}:${(minutes as HTMLInputElement).value}`;
}

describe('the interview invitation on the application page', () => {
  it('checks the slots and the place, keeps to the maximum, shows a reserved slot and sends the invitation', async () => {
    const user = userEvent.setup();
    let sent = 0;
    const { fetchMock } = renderApplication(evaluating(), EMPLOYER_ME, {
      'GET /api/company-applications/assignees': json(200, [LEA, OLE, TIM]),
      [APPROVE]: () => {
        sent += 1;
        return sent === 1
          ? apiError(409, 'interview_slot_reserved', 'Dieser Termin ist bereits vergeben.')
          : json(200, evaluating());
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Mit Einladung zum Gespräch freigeben' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Bewerbung #42 zum Vorstellungsgespräch einladen',
    });
    expect(within(dialog).getByText(/Zeitzone des Unternehmens \(Europe\/Berlin\)/)).toBeInTheDocument();

    // a remote interview without its meeting link; a slot that ends before it starts
    expect(timeOf(dialog, 'Beginn von Termin 1')).toBe('10:00');
    await typeTime(user, dialog, 'Ende von Termin 1', '09:30');
    await user.click(within(dialog).getByRole('button', { name: 'Freigeben und Einladung senden' }));
    expect(await within(dialog).findByText('Meeting-Link darf nicht leer sein.')).toBeInTheDocument();
    expect(within(dialog).getByText('Das Ende muss nach dem Beginn liegen.')).toBeInTheDocument();
    expect(sent).toBe(0);

    // a slot without its start
    await typeTime(user, dialog, 'Ende von Termin 1', '11:00');
    await user.type(timeInputs(dialog, 'Beginn von Termin 1').hours, '{Backspace}');
    await user.click(within(dialog).getByRole('button', { name: 'Freigeben und Einladung senden' }));
    expect(await within(dialog).findByText('Bitte wählen Sie Tag, Beginn und Ende.')).toBeInTheDocument();
    await typeTime(user, dialog, 'Beginn von Termin 1', '10:00');

    // up to the maximum of slots, then no more
    const add = within(dialog).getByRole('button', { name: 'Termin hinzufügen' });
    for (let count = 1; count < INTERVIEW_SLOTS_MAX; count += 1) await user.click(add);
    expect(within(dialog).getByLabelText(`Beginn von Termin ${INTERVIEW_SLOTS_MAX}`)).toBeInTheDocument();
    expect(add).toBeDisabled();
    expect(
      within(dialog).getByText(
        `Sie haben die höchste Zahl an Terminen vorgeschlagen (${INTERVIEW_SLOTS_MAX}).`,
      ),
    ).toBeInTheDocument();
    for (let number = INTERVIEW_SLOTS_MAX; number > 2; number -= 1)
      await user.click(within(dialog).getByRole('button', { name: `Termin ${number} entfernen` }));
    expect(add).toBeEnabled();

    await user.type(within(dialog).getByLabelText(/^Meeting-Link/), 'https://meet.example.com/abc');
    await user.type(within(dialog).getByLabelText(/^Cc/), 'hr@firma.example, kein-mail');
    await user.click(within(dialog).getByRole('button', { name: 'Freigeben und Einladung senden' }));
    expect(await within(dialog).findByText('Ungültige E-Mail-Liste')).toBeInTheDocument();
    const cc = within(dialog).getByLabelText(/^Cc/);
    await user.clear(cc);
    await user.type(cc, 'hr@firma.example');

    // the API refuses a slot that another interview of the same interviewers has taken
    await user.click(within(dialog).getByRole('button', { name: 'Freigeben und Einladung senden' }));
    expect(await within(dialog).findByText('Dieser Termin ist bereits vergeben.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Freigeben und Einladung senden' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const [, body] = (await bodiesSentTo(fetchMock, APPROVE)) as Record<string, unknown>[];
    const tomorrow = zonedDateKey(new Date(Date.now() + DAY_MS), COMPANY_TIME_ZONE);
    expect(body).toMatchObject({
      interviewType: 'remote',
      duration: 3600,
      meetingUrl: 'https://meet.example.com/abc',
      interviewerIds: [LEA.id],
      cc: 'hr@firma.example',
      slots: [
        {
          start: zonedInstant(tomorrow, '10:00')?.toISOString(),
          end: zonedInstant(tomorrow, '11:00')?.toISOString(),
        },
        {
          start: zonedInstant(inTwoDays(), '10:00')?.toISOString(),
          end: zonedInstant(inTwoDays(), '11:00')?.toISOString(),
        },
      ],
    });
  });

  it('shows the proposed slots and the "none fit" message, and resends with changed slots', async () => {
    const user = userEvent.setup();
    const approved = employerApplication({
      status: 'approved',
      personInCharge: LEA,
      actions: ['reject'],
      isInterviewSent: true,
      interviewSentAt: new Date().toISOString(),
    });
    const { fetchMock } = renderApplication(approved, EMPLOYER_ME, {
      'GET /api/company-applications/assignees': json(200, [LEA, OLE]),
      [INTERVIEW]: json(200, interview()),
      [UPDATE]: json(200, approved),
    });
    expect(await screen.findByText('Bewerbung #42 — Backend-Entwickler:in')).toBeInTheDocument();
    expect(screen.getByText('Vorgeschlagene Termine')).toBeInTheDocument();
    expect(screen.getByText(/09:00–09:45/)).toBeInTheDocument();
    expect(screen.getByText('Keiner der Termine passt')).toBeInTheDocument();
    expect(screen.getByText('Ich kann nur nachmittags ab 16 Uhr.')).toBeInTheDocument();
    expect(screen.getByText('Gesprächsführende: Lea Brandt, Ole Berg')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Termine ändern / erneut senden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Termine für Bewerbung #42 ändern' });
    expect(within(dialog).getByLabelText(/^Adresse/)).toHaveValue('Hafenstraße 1, Leipzig');
    expect(timeOf(dialog, 'Beginn von Termin 2')).toBe('14:00');
    await typeTime(user, dialog, 'Beginn von Termin 2', '16:00');
    await typeTime(user, dialog, 'Ende von Termin 2', '16:45');
    await user.click(within(dialog).getByRole('button', { name: 'Einladung erneut senden' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const [body] = (await bodiesSentTo(fetchMock, UPDATE)) as Record<string, unknown>[];
    expect(body).toMatchObject({
      interviewType: 'on_site',
      duration: 2700,
      location: 'Hafenstraße 1, Leipzig',
      interviewerIds: [LEA.id, OLE.id],
      cc: 'hr@firma.example',
    });
    expect(body?.slots).toHaveProperty('1', {
      start: zonedInstant(inTwoDays(), '16:00')?.toISOString(),
      end: zonedInstant(inTwoDays(), '16:45')?.toISOString(),
    });
  });

  it('shows the confirmed time and no longer offers to change the slots', async () => {
    const day = inTwoDays();
    const start = zonedInstant(day, '14:00')?.toISOString() ?? '';
    renderApplication(
      employerApplication({
        status: 'confirmed',
        actions: ['reject'],
        isInterviewSent: true,
        interviewAt: start,
      }),
      EMPLOYER_ME,
      {
        [INTERVIEW]: json(200, confirmedInterview(start, { canUpdate: false })),
      },
    );
    expect(await screen.findByText(/^Gespräch am .*, 14:00–14:45 Uhr$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Termine ändern / erneut senden' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Mit Einladung zum Gespräch freigeben' }),
    ).not.toBeInTheDocument();
  });

  it('offers new slots for a confirmed interview that the candidate asked to move', async () => {
    const user = userEvent.setup();
    const start = zonedInstant(inTwoDays(), '14:00')?.toISOString() ?? '';
    const confirmed = employerApplication({
      status: 'confirmed',
      personInCharge: LEA,
      actions: ['reject'],
      isInterviewSent: true,
      interviewAt: start,
    });
    const { fetchMock } = renderApplication(confirmed, EMPLOYER_ME, {
      'GET /api/company-applications/assignees': json(200, [LEA, OLE]),
      [INTERVIEW]: json(
        200,
        confirmedInterview(start, {
          rescheduleRequest: { message: 'Ich bin an dem Tag krank.', sentAt: new Date().toISOString() },
        }),
      ),
      [UPDATE]: json(200, { ...confirmed, status: 'approved', interviewAt: null }),
    });
    expect(await screen.findByText('Ich bin an dem Tag krank.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Neue Termine vorschlagen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Termine für Bewerbung #42 ändern' });
    expect(within(dialog).getByText(/Der bestätigte Termin wird in den Kalendern/)).toBeInTheDocument();
    await typeTime(user, dialog, 'Beginn von Termin 1', '16:00');
    await typeTime(user, dialog, 'Ende von Termin 1', '16:45');
    await user.click(within(dialog).getByRole('button', { name: 'Einladung erneut senden' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [body] = (await bodiesSentTo(fetchMock, UPDATE)) as Record<string, unknown>[];
    expect(body?.slots).toEqual([
      {
        start: zonedInstant(inTwoDays(), '16:00')?.toISOString(),
        end: zonedInstant(inTwoDays(), '16:45')?.toISOString(),
      },
    ]);
  });
});
