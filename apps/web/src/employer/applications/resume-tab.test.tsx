import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/api-stub';
import { APPLICATION_ID, employerApplication } from './application-fixtures';
import { queriesTo, renderApplication } from './applications.testing';

const RESUME = `GET /api/company-applications/${APPLICATION_ID}/resume`;

const snapshot = {
  revealedAt: '2026-05-21T09:00:00.000Z',
  profile: {
    userDetails: {
      firstName: 'Lena',
      lastName: 'Berger',
      email: 'lena.berger@example.org',
      phoneNumber: '+49 151 2345678',
      gender: 'female',
      dob: '1990-03-07',
      headline: 'Pflegefachfrau',
      location: 'Kiel',
    },
    workInformation: { personalHeadline: 'Erfahrene Pflegekraft', openTo: ['full_time'] },
    workExperiences: [],
    educations: [],
    languages: [],
    tags: [{ id: '3d5b7c1e-2f4a-4b6c-8d9e-0a1b2c3d4e5f', tag: 'Intensivpflege' }],
    certifications: [],
    rewards: [],
    socialLinks: [],
  },
};

describe('the application’s profile tab', () => {
  it('tells that the candidate decides after the interview, and asks for nothing before', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApplication(employerApplication({ revealed: false }));
    await user.click(await screen.findByRole('tab', { name: 'Lebenslauf' }));
    expect(await screen.findByText('Das vollständige Profil bleibt verborgen')).toBeInTheDocument();
    expect(screen.getByText(/Nach dem Vorstellungsgespräch entscheidet die Person/)).toBeInTheDocument();
    expect(queriesTo(fetchMock, `/api/company-applications/${APPLICATION_ID}/resume`)).toHaveLength(0);
  });

  it('shows the full profile the candidate shared', async () => {
    const user = userEvent.setup();
    renderApplication(employerApplication({ revealed: true }), undefined, { [RESUME]: json(200, snapshot) });
    // the header names the person and no longer calls them anonymous
    expect(await screen.findByText('Profil freigegeben')).toBeInTheDocument();
    expect(await screen.findByText(/^Lena Berger · /)).toBeInTheDocument();
    await user.click(await screen.findByRole('tab', { name: 'Lebenslauf' }));
    const profile = await screen.findByRole('article', { name: 'Vollständiges Profil' });
    expect(profile).toHaveTextContent('Lena Berger');
    expect(profile).toHaveTextContent('+49 151 2345678 · Kiel');
    expect(profile).toHaveTextContent('Weiblich · geboren am 7.03.1990');
    expect(profile).toHaveTextContent('Intensivpflege');
    expect(screen.getByRole('link', { name: 'lena.berger@example.org' })).toHaveAttribute(
      'href',
      'mailto:lena.berger@example.org',
    );
    expect(profile).toHaveTextContent('Von der Person am 21.05.2026 geteilt');
  });
});
