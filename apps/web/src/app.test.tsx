import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from './app';
import { EMPLOYER_LANDING_ROUTES, EMPLOYER_ME, sessionRoutes, stubApi } from './test/api-stub';
import { renderWithProviders } from './test/render';

describe('App', () => {
  it('loads the app of the chosen area and opens its landing page', async () => {
    stubApi({ ...sessionRoutes('employer', EMPLOYER_ME), ...EMPLOYER_LANDING_ROUTES });
    window.history.replaceState(null, '', '/');
    renderWithProviders(<App area="employer" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bewerbungen' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/employer/applications');
  });
});
