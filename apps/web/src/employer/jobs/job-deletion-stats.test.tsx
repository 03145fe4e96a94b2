import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, stubApi } from '../../test/api-stub';
import { renderWithProviders } from '../../test/render';
import { JobDeletionStats } from './job-deletion-stats';

const JOB_ID = '5d1f3a2b-4c6e-4f80-9a1b-2c3d4e5f6a7b';
const STATS_PATH = `GET /api/company-jobs/${JOB_ID}/deletion-stats`;

describe('job deletion statistics', () => {
  it('names what deleting the job erases', async () => {
    stubApi({
      [STATS_PATH]: json(200, {
        applications_started: 2,
        applications_on_board: 1250,
        applications_deleted: 3,
        total_applications: 1255,
      }),
    });
    renderWithProviders(<JobDeletionStats jobId={JOB_ID} />);
    const list = await screen.findByRole('list', { name: 'Bewerbungen, die gelöscht werden' });
    expect(list).toHaveTextContent('Begonnen, noch nicht abgeschickt: 2');
    expect(list).toHaveTextContent('Auf Ihrem Board: 1.250');
    expect(list).toHaveTextContent('Bereits gelöscht: 3');
    expect(list).toHaveTextContent('Insgesamt: 1.255');
  });

  it('says when they cannot be counted', async () => {
    stubApi({ [STATS_PATH]: apiError(500, 'unhandled_error') });
    renderWithProviders(<JobDeletionStats jobId={JOB_ID} />);
    expect(await screen.findByText('Die Bewerbungen konnten nicht gezählt werden')).toBeInTheDocument();
  });
});
