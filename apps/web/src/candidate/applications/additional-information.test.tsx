import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CANDIDATE_ME, sessionRoutes, stubApi } from '../../test/api-stub';
import { APP_API, DRAFT, FILES_API, NO_FILES, renderAt, SENT } from './applications.testing';

const document = (id: string, fileType: 'data_protection' | 'other', displayName: string) => ({
  id,
  fileType,
  displayName,
  url: `https://files.example/${id}.pdf`,
  urlExpiresAt: '2099-01-01T00:00:00.000Z',
});

const PAGE = `/candidate/additional-information/${SENT.job.id}/${DRAFT.id}`;

describe('additional company information', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('shows the company’s data protection notices and other documents of the application', async () => {
    stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      [`GET ${APP_API}`]: { body: SENT },
      [FILES_API]: {
        body: {
          ...NO_FILES,
          documents: [
            document('1b0c3c1e-8f4c-4c7a-9a51-0d3a4c1e2f77', 'data_protection', 'Datenschutzhinweise'),
            document('2b0c3c1e-8f4c-4c7a-9a51-0d3a4c1e2f78', 'other', 'Leitbild'),
          ],
        },
      },
    });
    renderAt(PAGE);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Weitere Informationen des Unternehmens' }),
    ).toBeInTheDocument();
    const privacy = await screen.findByRole('region', { name: 'Datenschutz' });
    expect(within(privacy).getByRole('link', { name: 'Datenschutzhinweise' })).toHaveAttribute(
      'href',
      'https://files.example/1b0c3c1e-8f4c-4c7a-9a51-0d3a4c1e2f77.pdf',
    );
    const other = screen.getByRole('region', { name: 'Weitere Dokumente' });
    expect(within(other).getByRole('link', { name: 'Leitbild' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zur Bewerbung' })).toHaveAttribute(
      'href',
      `/candidate/applications/${DRAFT.id}`,
    );
  });

  it('says so when the company shares no documents, and leads to its page', async () => {
    stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      [`GET ${APP_API}`]: { body: SENT },
      [FILES_API]: { body: NO_FILES },
    });
    renderAt(PAGE, 'en');
    expect(await screen.findByText('The company shares no documents.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open company page' })).toHaveAttribute(
      'href',
      `/candidate/companies/info/${SENT.company.id}`,
    );
  });

  it('is not found under another job', async () => {
    stubApi({ ...sessionRoutes('candidate', CANDIDATE_ME), [`GET ${APP_API}`]: { body: SENT } });
    renderAt(`/candidate/additional-information/${crypto.randomUUID()}/${DRAFT.id}`, 'en');
    expect(await screen.findByRole('heading', { name: 'Page not found!' })).toBeInTheDocument();
  });
});
