import { screen, within } from '@testing-library/react';
import type { CandidateDashboard, Reminder } from '@veil/domain/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { CANDIDATE_ME, json, sessionRoutes, stubApi } from '../../test/api-stub';
import { pageOf } from '../applications/application-fixtures';
import { renderCandidateAt } from '../candidate-app.testing';
import { dashboardRoutes, EMPTY_DASHBOARD } from './dashboard.testing';

const NOW = '2026-12-01T08:00:00.000Z';
const hoursFromNow = (hours: number) => new Date(Date.parse(NOW) + hours * 3_600_000).toISOString();
const COMPANY = { id: '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e', name: 'Nordlicht GmbH' };

function reminder(over: Partial<Reminder> & Pick<Reminder, 'applicationId' | 'reminderType'>): Reminder {
  return {
    id: `${over.applicationId}:${over.reminderType}`,
    jobId: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
    state: 'recording',
    jobTitle: 'Backend-Entwickler:in',
    dueDate: null,
    priority: 1,
    companyDetails: COMPANY,
    ...over,
  };
}

const DASHBOARD: CandidateDashboard = {
  now: NOW,
  greeting: { partOfDay: 'afternoon' },
  applicationReminders: [
    reminder({
      applicationId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      reminderType: 'recording_remaining_days',
      dueDate: hoursFromNow(30),
    }),
    reminder({
      applicationId: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
      reminderType: 'approved',
      state: 'approved',
      priority: 2,
      jobTitle: 'Data Engineer',
    }),
    reminder({
      applicationId: '3c4d5e6f-7a8b-4c9d-8e0f-2a3b4c5d6e7f',
      reminderType: 'recording_past_due_date',
      priority: 5,
      dueDate: hoursFromNow(-1),
    }),
  ],
  applicationAnalytics: {
    byStatus: [
      { name: 'applied', amount: 3 },
      { name: 'recording', amount: 2 },
    ],
    responseDays: [
      { name: 'median', amount: 2.5 },
      { name: 'average', amount: 0.4 },
    ],
    answered: 4,
    waiting: 1,
  },
};

describe('the candidate dashboard', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('lists the reminders in the server’s order with the time left as of the server’s clock', async () => {
    stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      'GET /api/applications': { body: pageOf([]) },
      ...dashboardRoutes(DASHBOARD),
      'GET /api/resumes': json(200, { resume: { userDetails: { firstName: 'Alex' } } }),
    });
    renderCandidateAt('/candidate/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Guten Tag, Alex' })).toBeInTheDocument();
    const todo = screen.getByRole('region', { name: 'Zu erledigen' });
    const items = within(todo).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Verbleibende Zeit für Ihr Audio-Interview',
      'Termin für das Vorstellungsgespräch wählen',
      'Audio-Interview überfällig',
    ]);
    const [audio, slot, late] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(audio).getByText('Noch 1 Tag')).toBeInTheDocument();
    expect(within(audio).getByText('Backend-Entwickler:in bei Nordlicht GmbH')).toBeInTheDocument();
    expect(within(audio).getByRole('link', { name: 'Antworten aufnehmen' })).toHaveAttribute(
      'href',
      '/candidate/applications/1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d/audio-recording-instruction',
    );
    expect(within(slot).getByRole('link', { name: 'Termin wählen' })).toHaveAttribute(
      'href',
      '/candidate/applications/2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e#interview',
    );
    expect(within(late).getByText('Überfällig')).toBeInTheDocument();
  });

  it('gives screen readers the figures of the charts as tables', async () => {
    stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      'GET /api/applications': { body: pageOf([]) },
      ...dashboardRoutes(DASHBOARD),
    });
    renderCandidateAt('/candidate/', 'en');
    const byStatus = await screen.findByRole('table', { name: 'Applications by status' });
    expect(within(byStatus).getByRole('row', { name: 'Applied 3' })).toBeInTheDocument();
    expect(within(byStatus).getByRole('row', { name: 'Audio interview 2' })).toBeInTheDocument();
    const response = screen.getByRole('table', { name: 'Response time of companies' });
    expect(within(response).getByRole('row', { name: 'Median 2.5 days' })).toBeInTheDocument();
    expect(within(response).getByRole('row', { name: 'Average under a day' })).toBeInTheDocument();
    expect(screen.getByText('1 application is still waiting for a first answer.')).toBeInTheDocument();
  });

  it('says when there is nothing to do, and where to go', async () => {
    stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      'GET /api/applications': { body: pageOf([]) },
      ...dashboardRoutes(EMPTY_DASHBOARD),
    });
    renderCandidateAt('/candidate/', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Good morning' })).toBeInTheDocument();
    expect(await screen.findByText('Nothing to do right now')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find jobs' })).toHaveAttribute('href', '/candidate/jobs/list');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
