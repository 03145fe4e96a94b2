import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Talent } from '@veil/domain/contracts';
import { describe, expect, it } from 'vitest';
import { bodiesSentTo, EMPLOYER_ME, json, sessionRoutes, stubApi } from '../../test/api-stub';
import { memoryRouterAt, renderWithProviders } from '../../test/render';
import EmployerApp from '../app';
import { employerApplication } from '../applications/application-fixtures';

/** jsdom has no layout: Mantine's floating dropdowns may count as hidden, so look them up either way. */
const FLOATING = { hidden: true } as const;
const OPEN_JOB = '5b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';

const TALENT: Talent = {
  talentNumber: 3,
  jobTitle: 'Pflegefachkraft Intensiv',
  inPoolUntil: '2027-05-01T10:00:00.000Z',
  anonymousCv: employerApplication().anonymousCv,
  invitations: [],
};

function renderAt(routes: Parameters<typeof stubApi>[0], me = EMPLOYER_ME) {
  const fetchMock = stubApi({ ...sessionRoutes('employer', me), ...routes });
  renderWithProviders(<EmployerApp createRouter={memoryRouterAt('/employer/talent-pool')} />);
  return fetchMock;
}

describe('the talent pool page', () => {
  it('lists talents by pool number with the anonymous CV and invites one to an open job', async () => {
    const fetchMock = renderAt({
      'GET /api/company-talent-pool': json(200, { talents: [TALENT], lastIndex: null, totalRecords: 1 }),
      'GET /api/company-jobs': json(200, {
        data: [
          {
            id: OPEN_JOB,
            jobTitle: 'Stationsleitung',
            status: 'open',
            applicationCount: 0,
            createdAt: '2026-11-01T10:00:00.000Z',
            publishedAt: '2026-11-01T10:00:00.000Z',
          },
        ],
        lastIndex: null,
        totalPages: 1,
        totalRecords: 1,
        totalCapped: false,
      }),
      'POST /api/company-talent-pool/3/invitations': json(200, {
        ...TALENT,
        invitations: [
          { jobId: OPEN_JOB, jobTitle: 'Stationsleitung', invitedAt: '2026-11-28T10:00:00.000Z' },
        ],
      }),
    });
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'Talent #3' });
    expect(within(card).getByText('anonym')).toBeInTheDocument();
    expect(within(card).getByText(/Hatte sich beworben auf: Pflegefachkraft Intensiv/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Talentpool' })).toHaveAttribute('href', '/employer/talent-pool');
    await user.click(within(card).getByRole('button', { name: 'Anonymen Lebenslauf zeigen' }));
    expect(
      await screen.findByRole('article', { name: 'Anonymer Lebenslauf von Talent #3' }),
    ).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Zur Bewerbung einladen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Talent #3 zur Bewerbung einladen' });
    await user.click(within(dialog).getByRole('button', { name: 'Einladung senden' }));
    expect(await within(dialog).findByText('Bitte wählen Sie eine Stelle.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: /Offene Stelle/ }));
    await user.click(await screen.findByRole('option', { name: 'Stationsleitung', ...FLOATING }));
    await user.click(within(dialog).getByRole('button', { name: 'Einladung senden' }));
    await waitFor(async () =>
      expect(await bodiesSentTo(fetchMock, 'POST /api/company-talent-pool/3/invitations')).toEqual([
        { jobId: OPEN_JOB },
      ]),
    );
  });

  it('says what to do while the pool is empty', async () => {
    renderAt({
      'GET /api/company-talent-pool': json(200, { talents: [], lastIndex: null, totalRecords: 0 }),
    });
    expect(await screen.findByText('Ihr Talentpool ist leer')).toBeInTheDocument();
  });

  it('tells a reviewer they may not view the page and offers no sidebar entry', async () => {
    renderAt({}, { ...EMPLOYER_ME, role: 'reviewer_user' });
    expect(
      await screen.findByText('Sie haben keine Berechtigung, diese Seite anzusehen.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Talentpool' })).not.toBeInTheDocument();
  });
});
