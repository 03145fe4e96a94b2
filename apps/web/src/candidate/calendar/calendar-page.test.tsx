import { screen, within } from '@testing-library/react';
import type { CandidateCalendar } from '@veil/domain/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { CANDIDATE_ME, json, sessionRoutes, stubApi } from '../../test/api-stub';
import { browserTimeZone, slotTexts } from '../applications/interview-time';
import { renderCandidateAt } from '../candidate-app.testing';

const CALENDAR = 'GET /api/calendar';
const INTERVIEW_APP = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const RECORDING_APP = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
const PENDING_APP = '3c4d5e6f-7a8b-4c9d-8e0f-2a3b4c5d6e7f';
const EMPTY: CandidateCalendar = { interviews: [], recordingDueDates: [], pendingSlotChoices: [] };

const start = '2026-12-03T13:00:00.000Z';
const end = '2026-12-03T14:00:00.000Z';

describe('the candidate’s calendar', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('lists interviews, recording due dates and slot choices in the browser’s zone, each with its link', async () => {
    stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      [CALENDAR]: json(200, {
        interviews: [
          {
            applicationId: INTERVIEW_APP,
            jobTitle: 'Pflegefachkraft Intensivstation',
            companyName: 'Klinikum Nord',
            start,
            end,
            interviewType: 'on_site',
            location: 'Hafenstraße 1',
            meetingUrl: '',
          },
        ],
        recordingDueDates: [
          {
            applicationId: RECORDING_APP,
            jobTitle: 'Backend-Entwickler:in',
            companyName: 'Nordlicht GmbH',
            dueDate: '2026-12-05T22:59:00.000Z',
          },
        ],
        pendingSlotChoices: [
          {
            applicationId: PENDING_APP,
            jobTitle: 'Data Engineer',
            companyName: 'Hafen AG',
            sentAt: '2026-11-28T10:00:00.000Z',
            slots: [
              { id: '4d5e6f7a-8b9c-4d0e-9f1a-3b4c5d6e7f8a', start, end, state: 'proposed' },
              {
                id: '5e6f7a8b-9c0d-4e1f-8a2b-4c5d6e7f8a9b',
                start: '2026-12-04T09:00:00.000Z',
                end: '2026-12-04T10:00:00.000Z',
                state: 'proposed',
              },
            ],
          },
        ],
      } satisfies CandidateCalendar),
    });
    renderCandidateAt('/candidate/calendar');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kalender' })).toBeInTheDocument();
    const zone = browserTimeZone();
    expect(
      await screen.findByText(`Die Zeiten werden in Ihrer Zeitzone angezeigt (${zone}).`),
    ).toBeInTheDocument();
    const when = slotTexts({ start, end }, 'de', zone);

    const interviews = screen.getByRole('region', { name: 'Nächste Gespräche' });
    expect(within(interviews).getByText(`${when.date}, ${when.start}–${when.end} Uhr`)).toBeInTheDocument();
    expect(
      within(interviews).getByText('Pflegefachkraft Intensivstation bei Klinikum Nord'),
    ).toBeInTheDocument();
    expect(within(interviews).getByRole('link', { name: 'Bewerbung öffnen' })).toHaveAttribute(
      'href',
      `/candidate/applications/${INTERVIEW_APP}`,
    );

    const recordings = screen.getByRole('region', { name: 'Fällige Audio-Interviews' });
    expect(within(recordings).getByText(/^Fällig bis /)).toBeInTheDocument();
    expect(within(recordings).getByRole('link', { name: 'Zum Audio-Interview' })).toHaveAttribute(
      'href',
      `/candidate/applications/${RECORDING_APP}/audio-recording-instruction`,
    );

    const pending = screen.getByRole('region', { name: 'Gesprächstermin wählen' });
    expect(within(pending).getByText('2 vorgeschlagene Termine')).toBeInTheDocument();
    expect(within(pending).getByRole('link', { name: 'Termin wählen' })).toHaveAttribute(
      'href',
      `/candidate/applications/${PENDING_APP}#interview`,
    );
  });

  it('says that nothing is planned yet and leads to the applications', async () => {
    stubApi({ ...sessionRoutes('candidate', CANDIDATE_ME), [CALENDAR]: json(200, EMPTY) });
    renderCandidateAt('/candidate/calendar', 'en');
    expect(await screen.findByText('Nothing planned yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See my applications' })).toHaveAttribute(
      'href',
      '/candidate/applications/list',
    );
    expect(screen.queryByRole('region', { name: 'Upcoming interviews' })).not.toBeInTheDocument();
  });
});
