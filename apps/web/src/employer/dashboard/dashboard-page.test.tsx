import { screen, within } from '@testing-library/react';
import type { EmployerDashboard } from '@veil/domain/contracts';
import { describe, expect, it } from 'vitest';
import { apiError, EMPLOYER_ME, json, sessionRoutes, stubApi } from '../../test/api-stub';
import { memoryRouterAt, renderWithProviders } from '../../test/render';
import EmployerApp from '../app';

const APPLICATION = '0b8c8f2e-6a7d-4c1e-9f3a-2d4b5c6e7f80';
const JOB = '5b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
const base = { applicationId: APPLICATION, sequenceNumber: 12, jobId: JOB, jobTitle: 'Stationsleitung' };
const none = { items: [], total: 0 };

function renderWith(dashboard: EmployerDashboard) {
  stubApi({ ...sessionRoutes('employer', EMPLOYER_ME), 'GET /api/company-dashboard': json(200, dashboard) });
  renderWithProviders(<EmployerApp createRouter={memoryRouterAt('/employer/dashboard')} />);
}

describe('the employer dashboard page', () => {
  it('lists each card’s applications as "#N — job" linking to the application', async () => {
    renderWith({
      now: '2026-11-28T10:00:00.000Z',
      waitingForMe: { items: [{ ...base, status: 'applied', nextMove: 'startScreening' }], total: 1 },
      missingRatings: { items: [{ ...base, status: 'screening', missing: 2 }], total: 25 },
      interviewsThisWeek: {
        items: [
          {
            ...base,
            status: 'confirmed',
            startsAt: '2026-11-30T09:00:00.000Z',
            endsAt: '2026-11-30T10:00:00.000Z',
          },
        ],
        total: 1,
      },
      dueDatesPassing: {
        items: [{ ...base, status: 'recording', dueDate: '2026-11-27T10:00:00.000Z', overdue: true }],
        total: 1,
      },
    });
    const waiting = await screen.findByRole('region', { name: 'Wartet auf Sie' });
    const link = within(waiting).getByRole('link', { name: '#12 — Stationsleitung' });
    expect(link).toHaveAttribute('href', `/employer/applications/${APPLICATION}`);
    expect(within(waiting).getByText('Prüfung starten')).toBeInTheDocument();
    const missing = screen.getByRole('region', { name: 'Fehlende Bewertungen' });
    expect(within(missing).getByText('2 Bewertungen fehlen')).toBeInTheDocument();
    expect(within(missing).getByText('1 von 25 angezeigt')).toBeInTheDocument();
    const interviews = screen.getByRole('region', { name: 'Interviews in den nächsten 7 Tagen' });
    expect(within(interviews).getByText(/10:00–11:00/)).toBeInTheDocument();
    const due = screen.getByRole('region', { name: 'Fristen der Audio-Interviews' });
    expect(within(due).getByText(/Überfällig seit/)).toBeInTheDocument();
    // first in the sidebar
    const nav = screen.getAllByRole('link', { name: 'Übersicht' });
    expect(nav[0]).toHaveAttribute('href', '/employer/dashboard');
  });

  it('says why each card is empty', async () => {
    renderWith({
      now: '2026-11-28T10:00:00.000Z',
      waitingForMe: none,
      missingRatings: none,
      interviewsThisWeek: none,
      dueDatesPassing: none,
    });
    expect(await screen.findByText('Keine Bewerbung wartet auf Ihren nächsten Schritt.')).toBeInTheDocument();
    expect(screen.getByText('Es fehlen keine Bewertungen.')).toBeInTheDocument();
    expect(screen.getByText('Keine bestätigten Interviews in den nächsten 7 Tagen.')).toBeInTheDocument();
    expect(
      screen.getByText('Kein Audio-Interview ist in den nächsten 72 Stunden fällig.'),
    ).toBeInTheDocument();
  });

  it('says when the dashboard cannot be loaded', async () => {
    stubApi({
      ...sessionRoutes('employer', EMPLOYER_ME),
      'GET /api/company-dashboard': apiError(500, 'unhandled_error', 'Unerwarteter Fehler'),
    });
    renderWithProviders(<EmployerApp createRouter={memoryRouterAt('/employer/dashboard')} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Übersicht konnte nicht geladen werden.');
  });
});
