import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, signInNewAdmin } from '../testing/http';
import { useTestApp } from '../testing/test-app';

const ctx = useTestApp();
let admin = '';

beforeAll(async () => {
  admin = await signInNewAdmin(ctx.app);
});

const newCompany = (name: string, email = `firma-${Math.random().toString(36).slice(2)}@nul.example`) => ({
  name,
  email,
  powerUser: { firstName: 'Nora', lastName: 'Null', email: `nora-${email}` },
});

/** A raw request as the admin area's browser would send it, with the body as given. */
function raw(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { body?: string; contentType?: string; cookie?: string; locale?: 'de' | 'en' } = {},
) {
  return ctx.app.inject({
    method,
    url,
    headers: {
      origin: ctx.app.config.areaOrigins.admin,
      'accept-language': options.locale ?? 'en',
      ...(options.contentType ? { 'content-type': options.contentType } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    ...(options.body !== undefined ? { payload: options.body } : {}),
  });
}

describe('U+0000 in a string', () => {
  it('is refused in a JSON body of an API route with invalid_request_body', async () => {
    const res = await call(ctx.app, 'admin', 'POST', '/api/admin/companies', {
      cookie: admin,
      body: newCompany('Null\u0000Firma'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'invalid_request_body',
      message: 'The request contains invalid data.',
    });
  });

  it('is refused in an object key of a JSON body', async () => {
    const res = await raw('POST', '/api/admin/companies', {
      cookie: admin,
      contentType: 'application/json',
      body: JSON.stringify({ ...newCompany('Schlüssel GmbH'), 'x\u0000': 1 }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_request_body');
  });

  it('is refused in a query string with invalid_query_parameters', async () => {
    const res = await raw('GET', '/api/admin/companies?name=a?b%00', { cookie: admin });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_query_parameters');
    const auth = await raw('GET', '/api/auth/admin/get-session?disableRefresh=%00', { cookie: admin });
    expect(auth.statusCode).toBe(400);
    expect(auth.json().code).toBe('invalid_query_parameters');
  });

  it('is refused in a path parameter with invalid_path_parameters', async () => {
    const res = await raw('GET', `/api/activations/employer/${'a'.repeat(30)}%00${'b'.repeat(12)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_path_parameters');
  });

  it('is refused on the sign-in routes of every pool', async () => {
    for (const pool of ['candidate', 'employer', 'admin'] as const) {
      const res = await call(ctx.app, pool, 'POST', `/api/auth/${pool}/sign-in/email`, {
        body: { email: 'nul\u0000@example.org', password: 'Falsch!Passwort1' },
      });
      expect(res.statusCode, pool).toBe(400);
      expect(res.json().code).toBe('invalid_request_body');
    }
    const signUp = await call(ctx.app, 'candidate', 'POST', '/api/auth/candidate/sign-up/email', {
      body: { email: 'neu@example.org', password: 'Gutes!Passwort1', name: 'A\u0000', acceptTerms: true },
    });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json().code).toBe('invalid_request_body');
  });
});

describe('over-long fields of sign-in bodies', () => {
  it('refuses an address longer than 254 characters with invalid_request_body', async () => {
    const email = `${'x'.repeat(600_000)}@example.org`;
    for (const [pool, path] of [
      ['employer', '/forget-password/email-otp'],
      ['candidate', '/sign-up/email'],
      ['admin', '/sign-in/email'],
    ] as const) {
      const res = await call(ctx.app, pool, 'POST', `/api/auth/${pool}${path}`, {
        body: { email, password: 'Langes!Passwort1', acceptTerms: true },
      });
      expect(res.statusCode, path).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid_request_body', details: { field: 'email' } });
    }
  });
});

describe('content types', () => {
  it('answers multipart/form-data without a boundary with 415 in the caller language', async () => {
    for (const url of ['/api/admin/companies', '/api/auth/admin/sign-in/email']) {
      const res = await raw('POST', url, {
        cookie: admin,
        contentType: 'multipart/form-data',
        body: 'name=x',
        locale: 'de',
      });
      expect(res.statusCode, url).toBe(415);
      expect(res.json()).toEqual({
        code: 'unsupported_content_type',
        message: 'Dieses Format wird nicht unterstützt. Bitte senden Sie JSON.',
      });
    }
  });

  it('answers any content type other than JSON with 415', async () => {
    for (const type of [
      'multipart/form-data; boundary=x',
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/octet-stream',
      'x/y',
    ]) {
      const res = await raw('PUT', '/api/employers/activate', { contentType: type, body: 'token=a' });
      expect(res.statusCode, type).toBe(415);
      expect(res.json().code).toBe('unsupported_content_type');
    }
  });

  it('still takes JSON with a charset', async () => {
    const res = await raw('POST', '/api/admin/companies', {
      cookie: admin,
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify(newCompany('Zeichensatz GmbH')),
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('JSON nesting', () => {
  const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

  it('refuses a body nested deeper than 64 levels on API and sign-in routes', async () => {
    for (const url of ['/api/admin/companies', '/api/auth/candidate/sign-up/email']) {
      const res = await raw('POST', url, {
        contentType: 'application/json',
        body: nested(5000),
        cookie: admin,
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe('invalid_request_body');
    }
    const arrays = await raw('POST', '/api/admin/companies', {
      contentType: 'application/json',
      body: `${'['.repeat(65)}${']'.repeat(65)}`,
      cookie: admin,
    });
    expect(arrays.statusCode).toBe(400);
  });

  it('takes a body nested 64 levels deep to the route, which judges its fields', async () => {
    const res = await raw('POST', '/api/admin/companies', {
      contentType: 'application/json',
      body: nested(64),
      cookie: admin,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.issues.length).toBeGreaterThan(0);
  });
});

describe('errors of the HTTP layer', () => {
  it('answers a bad URL encoding with the error shape', async () => {
    for (const url of [
      '/api/admin/companies/%E0%A4%A',
      '/api/admin/%E0%A4%A/companies',
      '/api/auth/admin/%',
    ]) {
      const res = await raw('GET', url, { cookie: admin });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ code: expect.any(String), message: expect.any(String) });
    }
    // a broken escape in the query is read leniently, never as a server error
    const query = await raw('GET', '/api/admin/companies?name=%E0%A4%A', { cookie: admin });
    expect(query.statusCode).toBe(200);
  });

  it('answers malformed JSON with invalid_request_body', async () => {
    const res = await raw('POST', '/api/admin/companies', {
      contentType: 'application/json',
      body: '{"name":',
      cookie: admin,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_request_body');
  });

  it('answers a body over the limit with request_too_large', async () => {
    const res = await raw('POST', '/api/admin/companies', {
      contentType: 'application/json',
      body: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
      cookie: admin,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 'request_too_large', message: expect.stringContaining('too large') });
  });

  it('answers headers over the size limit with 431 and the error shape', async () => {
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const address = ctx.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          `GET /api/health HTTP/1.1\r\nHost: localhost\r\nCookie: x=${'a'.repeat(32 * 1024)}\r\n\r\n`,
        );
      });
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString();
      });
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
    expect(body).toEqual({ code: 'request_header_too_large', message: expect.any(String) });
  });
});
