import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client';
import {
  AbortedRequestError,
  ApiError,
  isAbortError,
  isHandledError,
  RedirectedRequestError,
} from './api-errors';
import { createApiFetch, registerApiNavigation } from './api-fetch';
import type { Area } from './areas';

const ORIGIN = 'http://candidate.localhost:3000';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function setup(area: Area | undefined, answer: (request: Request) => Promise<Response>) {
  const navigate = vi.fn<(path: string) => void>();
  const fetchMock = vi.fn(answer);
  const apiFetch = createApiFetch({
    getLocale: () => 'en',
    getNavigation: () => (area ? { area, navigate } : undefined),
    fetch: fetchMock,
  });
  return { apiFetch, navigate, fetchMock };
}

function get(path: string, init?: RequestInit): Request {
  return new Request(`${ORIGIN}/api${path}`, init);
}

describe('createApiFetch', () => {
  it('passes successful answers through and sends the language', async () => {
    const { apiFetch, fetchMock } = setup('candidate', async () => json(200, { ok: true }));
    const response = await apiFetch(get('/health'));
    expect(await response.json()).toEqual({ ok: true });
    expect(fetchMock.mock.calls[0]?.[0].headers.get('Accept-Language')).toBe('en');
  });

  it('rejects an aborted request silently, without navigating', async () => {
    const controller = new AbortController();
    const { apiFetch, navigate } = setup('candidate', async () => {
      controller.abort();
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    const error = await apiFetch(get('/jobs', { signal: controller.signal })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AbortedRequestError);
    expect(isAbortError(error)).toBe(true);
    expect(isHandledError(error)).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leads to the area’s cors page when no answer arrives', async () => {
    const { apiFetch, navigate } = setup('employer', async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await apiFetch(get('/companies')).catch((e: unknown) => e);
    expect(navigate).toHaveBeenCalledWith('/employer/cors');
    expect(error).toBeInstanceOf(RedirectedRequestError);
    expect(isHandledError(error)).toBe(true);
  });

  it('rejects with a generic error instead of the cors page in the admin area', async () => {
    const { apiFetch, navigate } = setup('admin', async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await apiFetch(get('/companies')).catch((e: unknown) => e);
    expect(navigate).not.toHaveBeenCalled();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'generic_error' });
    expect(isHandledError(error)).toBe(false);
  });

  it('leaves a missing job to the job page, which explains job_not_found in place', async () => {
    const { apiFetch, navigate } = setup('candidate', async () =>
      json(404, { code: 'job_not_found', message: 'Job does not exist.' }),
    );
    const error = await apiFetch(get('/jobs/17')).catch((e: unknown) => e);
    expect(navigate).not.toHaveBeenCalled();
    expect(error).toBeInstanceOf(ApiError);
  });

  it('leads to the area’s 404 page when a GET is answered 404', async () => {
    const { apiFetch, navigate } = setup('candidate', async () =>
      json(404, { code: 'company_not_found', message: 'Company does not exist.' }),
    );
    const error = await apiFetch(get('/companies/17/public')).catch((e: unknown) => e);
    expect(navigate).toHaveBeenCalledWith('/candidate/404');
    expect(error).toBeInstanceOf(RedirectedRequestError);
  });

  it('leads to the 404 page when a GET names an id that cannot exist (a malformed id in the address)', async () => {
    const { apiFetch, navigate } = setup('admin', async () =>
      json(400, { code: 'invalid_path_parameters', message: 'The address contains an invalid value.' }),
    );
    const error = await apiFetch(get('/admin/companies/not-a-uuid')).catch((e: unknown) => e);
    expect(navigate).toHaveBeenCalledWith('/admin/404');
    expect(error).toBeInstanceOf(RedirectedRequestError);
  });

  it('rejects with the server’s error for other refused GETs', async () => {
    const { apiFetch, navigate } = setup('admin', async () =>
      json(400, { code: 'invalid_query_parameters', message: 'The query is invalid.' }),
    );
    const error = await apiFetch(get('/admin/companies?pageSize=0')).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, code: 'invalid_query_parameters' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('rejects with the server’s error for a 404 on an excluded path', async () => {
    const { apiFetch, navigate } = setup('candidate', async () =>
      json(404, { code: 'user_not_found', message: 'User does not exist.' }),
    );
    for (const path of ['/resumes', '/resumes/42/anonymous']) {
      const error = await apiFetch(get(path)).catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 404, code: 'user_not_found', message: 'User does not exist.' });
    }
    expect(navigate).not.toHaveBeenCalled();
  });

  it('rejects with the server’s error for a 404 on other methods', async () => {
    const { apiFetch, navigate } = setup('employer', async () =>
      json(404, { code: 'template_not_found', message: 'Template does not exist.' }),
    );
    const error = await apiFetch(get('/templates/3', { method: 'DELETE' })).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404, code: 'template_not_found' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('rejects a 400 with the code, message and details of the body', async () => {
    const { apiFetch, navigate } = setup('employer', async () =>
      json(400, {
        code: 'email_is_used',
        message: 'Email address a@b.example already in use.',
        details: { email: 'a@b.example' },
      }),
    );
    const error = await apiFetch(get('/employers', { method: 'PUT', body: '{}' })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'email_is_used',
      message: 'Email address a@b.example already in use.',
      details: { email: 'a@b.example' },
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('lets the registered handler take a 401 for a missing session, once it leads somewhere', async () => {
    const fetchMock = vi.fn(async () =>
      json(401, { code: 'no_authentication_info', message: 'Please sign in to continue.' }),
    );
    const handler = vi.fn<() => string | undefined>(() => '/candidate/login');
    const apiFetch = createApiFetch({
      getLocale: () => 'en',
      getNavigation: () => undefined,
      getUnauthorizedHandler: () => handler,
      fetch: fetchMock,
    });
    const error = await apiFetch(get('/candidates/me')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RedirectedRequestError);
    expect(error).toMatchObject({ target: '/candidate/login' });

    handler.mockReturnValue(undefined);
    const passedOn = await apiFetch(get('/candidates/me')).catch((e: unknown) => e);
    expect(passedOn).toMatchObject({ status: 401, code: 'no_authentication_info' });
  });

  it('never hands a wrong password (401 invalid_credentials) to the unauthorized handler', async () => {
    const handler = vi.fn(() => '/candidate/login');
    const apiFetch = createApiFetch({
      getLocale: () => 'en',
      getNavigation: () => undefined,
      getUnauthorizedHandler: () => handler,
      fetch: async () => json(401, { code: 'invalid_credentials', message: 'Invalid credentials.' }),
    });
    const error = await apiFetch(get('/auth/candidate/sign-in/email', { method: 'POST' })).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ status: 401, code: 'invalid_credentials' });
    expect(handler).not.toHaveBeenCalled();
  });

  it('lets the activation page explain an unknown link instead of leading to the 404 page', async () => {
    const { apiFetch, navigate } = setup('employer', async () =>
      json(404, { code: 'activation_link_invalid', message: 'This activation link is not valid.' }),
    );
    const error = await apiFetch(get('/activations/employer/abc')).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404, code: 'activation_link_invalid' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('still gives an ApiError when the body is not the error shape', async () => {
    const { apiFetch } = setup('candidate', async () => new Response('Bad gateway', { status: 502 }));
    const error = await apiFetch(get('/health', { method: 'POST' })).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: 'generic_error' });
  });
});

describe('api (typed client)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('calls the contract’s path under /api through the same handling', async () => {
    const health = { status: 'ok', database: { ok: true, driver: 'pglite', latencyMs: 1 }, version: '0.1.0' };
    const fetchMock = vi.fn(async (_request: Request) => json(200, health));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.health.get()).resolves.toEqual(health);
    const request = fetchMock.mock.calls[0]?.[0];
    expect(request?.method).toBe('GET');
    expect(new URL(request?.url ?? '').pathname).toBe('/api/health');
    expect(request?.headers.get('Accept-Language')).toBeTruthy();
  });

  it('uses the navigation the mounted area registered', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const navigate = vi.fn();
    const unregister = registerApiNavigation({ area: 'candidate', navigate });
    await expect(api.health.get()).rejects.toBeInstanceOf(RedirectedRequestError);
    expect(navigate).toHaveBeenCalledWith('/candidate/cors');
    unregister();
    await expect(api.health.get()).rejects.toBeInstanceOf(ApiError);
  });
});
