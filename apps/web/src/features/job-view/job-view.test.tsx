import { screen, within } from '@testing-library/react';
import type { JobContent } from '@veil/domain/contracts';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { JobView } from './job-view';

const JOB: JobContent = {
  id: '5b0c3c1e-8f4c-4c7a-9a51-0d3a4c1e2f10',
  jobTitle: 'Pflegefachkraft Intensivstation',
  jobTypeDescription: 'Schichtdienst mit festen Teams',
  jobTypes: ['full_time', 'part_time'],
  contractType: 'permanent',
  experience: '2_5_years',
  officeLocation: 'Hamburg',
  workPlace: ['on_site'],
  salaryRange: { from: 45000, to: 60000 },
  industry: 'health_care',
  responsibilities: '<p>Sie betreuen <strong>Intensivpatient:innen</strong>.</p>',
  requirements: '<ul><li>Examen</li></ul>',
  benefits: '',
  infos: '',
  skillTags: ['Beatmung', 'Dokumentation'],
  screeningQuestions: [{ question: 'Warum Intensivpflege?' }],
  audioQuestions: [{ question: 'Stellen Sie sich kurz vor.', duration: 90 }],
  languages: [{ iso: 'deu', level: 'business_fluent' }],
  status: 'open',
  publishedAt: '2026-03-05T10:00:00.000Z',
  closedAt: null,
};
const COMPANY = { id: '0d6b1b1e-2f4c-4c7a-9a51-0d3a4c1e2f99', name: 'Hafenblick Klinik', logoUrl: null };

function renderJob(job: JobContent, locale: 'de' | 'en' = 'de') {
  return renderWithProviders(
    <MemoryRouter>
      <JobView job={job} company={COMPANY} companyHref={`/candidate/companies/info/${COMPANY.id}`} />
    </MemoryRouter>,
    { locale },
  );
}

describe('JobView', () => {
  it('shows the rich text sections with their formatting', () => {
    renderJob(JOB);
    expect(screen.getByText('Intensivpatient:innen').tagName).toBe('STRONG');
    expect(screen.getByRole('heading', { name: 'Aufgaben' })).toBeInTheDocument();
  });

  it('shows every fact of the job in the reader’s language, with the company linked', () => {
    renderJob(JOB);
    expect(screen.getByRole('heading', { level: 1, name: JOB.jobTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Hafenblick Klinik/ })).toHaveAttribute(
      'href',
      `/candidate/companies/info/${COMPANY.id}`,
    );
    expect(screen.getByText('Hamburg')).toBeInTheDocument();
    expect(screen.getByText('Vollzeit, Teilzeit')).toBeInTheDocument();
    expect(screen.getByText(/^45\.000\s€ – 60\.000\s€ pro Jahr$/)).toBeInTheDocument();
    expect(screen.getByText('Deutsch: Verhandlungssicher')).toBeInTheDocument();
    expect(screen.getByText('Beatmung')).toBeInTheDocument();
    expect(screen.getByText('Warum Intensivpflege?')).toBeInTheDocument();
    expect(screen.getByText(/Antwortzeit: 1 Minute 30 Sekunden/)).toBeInTheDocument();
    // empty sections are left out
    expect(screen.queryByRole('heading', { name: 'Benefits' })).not.toBeInTheDocument();
    expect(screen.queryByText('Stelle geschlossen')).not.toBeInTheDocument();
  });

  it('says "not given" for the 0–0 salary range', () => {
    renderJob({ ...JOB, salaryRange: { from: 0, to: 0 } }, 'en');
    expect(screen.getByText('Not given')).toBeInTheDocument();
  });

  it('marks a closed job with job_inactive’s message', () => {
    renderJob({ ...JOB, status: 'closed', closedAt: '2026-04-01T10:00:00.000Z' }, 'en');
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText(/no longer available/)).toBeInTheDocument();
    expect(screen.getAllByText('Position closed').length).toBeGreaterThan(0);
  });
});
