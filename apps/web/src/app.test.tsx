import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from './app';
import { renderWithProviders } from './test/render';

describe('App', () => {
  it('loads the app of the chosen area and opens its landing page', async () => {
    window.history.replaceState(null, '', '/');
    renderWithProviders(<App area="employer" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bewerbungen' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/employer/applications');
  });
});
