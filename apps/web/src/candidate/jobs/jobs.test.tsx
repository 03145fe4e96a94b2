import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, CANDIDATE_ME, json, sessionRoutes, stubApi } from '../../test/api-stub';
import { renderCandidateAt as renderAt } from '../candidate-app.testing';
import { CANDIDATE_JOB, listItem, pageOfJobs } from './job-fixtures';
import { filtersFromParams, paramsFor } from './search-params';

const JOB_PATH = `/api/jobs/${CANDIDATE_JOB.id}`;
const CLOSED_ID = 'b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e';

describe('job search in the URL', () => {
  it('reads back what it wrote', () => {
    const filters = {
      keyword: 'pflege',
      location: 'Hamburg',
      salaryFrom: 40000,
      salaryTo: 70000,
      jobTypes: ['full_time' as const, 'part_time' as const],
      experiences: ['2_5_years' as const],
      industries: ['health_care' as const],
      includeClosed: true,
    };
    expect(filtersFromParams(paramsFor('explore', filters))).toEqual(filters);
  });

  it('drops what the search does not know instead of failing', () => {
    const filters = filtersFromParams(
      new URLSearchParams('jobTypes=full_time,astronaut&salaryFrom=-5&salaryTo=99999999999&industries=x'),
    );
    expect(filters.jobTypes).toEqual(['full_time']);
    expect(filters.salaryFrom).toBeNull();
    expect(filters.salaryTo).toBeNull();
    expect(filters.industries).toEqual([]);
  });
});

describe('candidate jobs list', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('searches by keyword through the URL and saves a job at once', async () => {
    let saved = false;
    const fetchMock = stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      'GET /api/jobs': (request) => {
        const keyword = new URL(request.url).searchParams.get('keyword');
        return json(200, pageOfJobs(keyword === 'gibtsnicht' ? [] : [listItem({ isSaved: saved })]));
      },
      [`PUT ${JOB_PATH}/saved`]: () => {
        saved = true;
        return json(200, { isSaved: true });
      },
      'GET /api/jobs/saved': () => json(200, pageOfJobs(saved ? [listItem({ isSaved: true })] : [])),
    });
    const user = userEvent.setup();
    const app = renderAt('/candidate/jobs/list');
    const card = await screen.findByRole('article', { name: CANDIDATE_JOB.jobTitle });
    expect(within(card).getByText(/45\.000\s€ – 60\.000\s€ pro Jahr/)).toBeInTheDocument();
    expect(screen.getByText('1 Stelle · Neueste zuerst')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: `${CANDIDATE_JOB.jobTitle} merken` }));
    expect(
      await within(card).findByRole('button', { name: `${CANDIDATE_JOB.jobTitle} nicht mehr merken` }),
    ).toBeInTheDocument();
    await waitFor(() => expect(saved).toBe(true));

    await user.type(screen.getByRole('textbox', { name: 'Suchbegriff' }), 'gibtsnicht');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    expect(await screen.findByText('Keine Stellen zu Ihrer Suche')).toBeInTheDocument();
    expect(app.location()).toBe('/candidate/jobs/list?keyword=gibtsnicht');
    const searched = fetchMock.mock.calls.map(([request]) => new URL(request.url));
    expect(searched.some((url) => url.searchParams.get('keyword') === 'gibtsnicht')).toBe(true);

    await user.click(screen.getByRole('tab', { name: 'Gemerkt' }));
    expect(await screen.findByRole('article', { name: CANDIDATE_JOB.jobTitle })).toBeInTheDocument();
    expect(app.location()).toBe('/candidate/jobs/list?tab=saved');
  });

  it('lists open jobs, and closed ones too only when asked for behind more filters', async () => {
    const fetchMock = stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      'GET /api/jobs': (request) => {
        const closedToo = new URL(request.url).searchParams.get('includeClosed') === 'true';
        return json(
          200,
          pageOfJobs([
            listItem(),
            ...(closedToo ? [listItem({ id: CLOSED_ID, jobTitle: 'Alte Stelle', status: 'closed' })] : []),
          ]),
        );
      },
    });
    const user = userEvent.setup();
    const app = renderAt('/candidate/jobs/list');
    expect(await screen.findByRole('article', { name: CANDIDATE_JOB.jobTitle })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Alte Stelle' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Weitere Filter' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Auch geschlossene Stellen zeigen' }));
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    const closed = await screen.findByRole('article', { name: 'Alte Stelle' });
    expect(within(closed).getByText('Stelle geschlossen')).toBeInTheDocument();
    expect(app.location()).toBe('/candidate/jobs/list?includeClosed=true');
    const asked = fetchMock.mock.calls
      .map(([request]) => new URL(request.url))
      .filter((url) => url.pathname === '/api/jobs')
      .map((url) => url.searchParams.get('includeClosed'));
    expect(asked).toEqual([null, 'true']);
  });

  it('says which words it searched instead of a misspelt keyword', async () => {
    stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      'GET /api/jobs': (request) =>
        json(200, {
          ...pageOfJobs([listItem()]),
          correctedKeyword: new URL(request.url).searchParams.get('keyword') ? 'pflegefachkraft' : null,
        }),
    });
    renderAt('/candidate/jobs/list?keyword=Pflegefachkraftt', 'en');
    expect(await screen.findByText('Showing results for “pflegefachkraft”')).toBeInTheDocument();
    expect(screen.getByText('1 job · Best matches first')).toBeInTheDocument();
  });

  it('names the places it searched instead of a misspelt location', async () => {
    const places = ['Nürnberg', 'Nürnberg-Fürth', 'Nürnberger Land', 'Neumarkt bei Nürnberg', 'Nürtingen'];
    stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      'GET /api/jobs': (request) => {
        const location = new URL(request.url).searchParams.get('location');
        return json(200, {
          ...pageOfJobs([listItem()]),
          correctedKeyword: null,
          correctedLocation: location === 'Nürnbrg' ? places.slice(0, 1) : places,
        });
      },
    });
    renderAt('/candidate/jobs/list?location=N%C3%BCrnbrg', 'en');
    expect(await screen.findByText('Places like “Nürnbrg”: Nürnberg')).toBeInTheDocument();
    cleanup();
    renderAt('/candidate/jobs/list?location=N%C3%BCrnbg');
    expect(
      await screen.findByText(
        'Orte ähnlich „Nürnbg“: Nürnberg, Nürnberg-Fürth, Nürnberger Land und 2 weitere',
      ),
    ).toBeInTheDocument();
  });

  it('puts the bookmark back and says why when saving fails', async () => {
    stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      'GET /api/jobs': { body: pageOfJobs([listItem()]) },
      [`PUT ${JOB_PATH}/saved`]: apiError(410, 'job_inactive', 'closed'),
      'GET /api/jobs/saved': { body: pageOfJobs([]) },
    });
    const user = userEvent.setup();
    renderAt('/candidate/jobs/list');
    const card = await screen.findByRole('article', { name: CANDIDATE_JOB.jobTitle });
    await user.click(within(card).getByRole('button', { name: `${CANDIDATE_JOB.jobTitle} merken` }));
    expect(await screen.findByText('Die Stelle konnte nicht gemerkt werden.')).toBeInTheDocument();
    expect(screen.getByText(/nicht mehr verfügbar|nicht mehr möglich/)).toBeInTheDocument();
    expect(
      await within(card).findByRole('button', { name: `${CANDIDATE_JOB.jobTitle} merken` }),
    ).toBeInTheDocument();
  });
});

describe('candidate job pages', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('shows job_not_found’s message for a job that does not exist', async () => {
    stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      [`GET ${JOB_PATH}`]: apiError(404, 'job_not_found'),
    });
    renderAt(`/candidate/jobs/${CANDIDATE_JOB.id}`, 'en');
    expect(await screen.findByText('Job not found')).toBeInTheDocument();
    expect(screen.getByText('Job does not exist')).toBeInTheDocument();
  });

  it('shows a closed job with job_inactive’s message, and links its company', async () => {
    stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      [`GET ${JOB_PATH}`]: {
        body: { ...CANDIDATE_JOB, status: 'closed', closedAt: '2026-04-01T10:00:00.000Z' },
      },
    });
    renderAt(`/candidate/jobs/${CANDIDATE_JOB.id}`, 'en');
    expect(
      await screen.findByRole('heading', { level: 1, name: CANDIDATE_JOB.jobTitle }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/no longer available/);
    expect(screen.getByRole('link', { name: /Hafenblick Klinik/ })).toHaveAttribute(
      'href',
      `/candidate/companies/info/${CANDIDATE_JOB.company.id}`,
    );
    expect(screen.queryByRole('button', { name: /apply/i })).not.toBeInTheDocument();
  });

  it('invites a signed-out visitor of a shared job to sign up and comes back to it', async () => {
    stubApi({
      ...sessionRoutes('candidate', null),
      'GET /api/jobs/share/AB12CD': { body: { ...CANDIDATE_JOB, isSaved: null } },
    });
    const user = userEvent.setup();
    const app = renderAt('/candidate/jobs/share/AB12CD');
    expect(
      await screen.findByRole('heading', { level: 1, name: CANDIDATE_JOB.jobTitle }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Merken|Gemerkt/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Konto anlegen' }));
    await waitFor(() => expect(app.location()).toBe('/candidate/signup'));
    expect(window.sessionStorage.getItem('veil.signIn.target')).toBe('/candidate/jobs/share/AB12CD');
  });

  it('says that a renewed share link no longer works', async () => {
    stubApi({
      ...sessionRoutes('candidate', null),
      'GET /api/jobs/share/OLD': apiError(404, 'job_not_found'),
    });
    renderAt('/candidate/jobs/share/OLD');
    expect(await screen.findByText('Dieser Link funktioniert nicht mehr')).toBeInTheDocument();
  });
});
