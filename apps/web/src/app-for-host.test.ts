import { describe, expect, it } from 'vitest';
import { areaForHost } from './app-for-host';
import { DEFAULT_RUNTIME_CONFIG } from './lib/runtime-config';

const hosts = DEFAULT_RUNTIME_CONFIG.areaHosts;

describe('areaForHost', () => {
  it.each([
    ['candidate.localhost', 'candidate'],
    ['employer.localhost', 'employer'],
    ['admin.localhost', 'admin'],
    ['employer.veil.example', 'employer'],
    ['ADMIN.veil.example', 'admin'],
  ] as const)('maps %s to the %s area', (hostname, area) => {
    expect(areaForHost(hostname, hosts)).toBe(area);
  });

  it.each(['localhost', '127.0.0.1', 'veil.example', 'www.employer.example', 'administrator.example'])(
    'falls back to the candidate area for %s',
    (hostname) => {
      expect(areaForHost(hostname, hosts)).toBe('candidate');
    },
  );

  it('uses the configured prefixes, not fixed names', () => {
    const custom = { candidate: 'jobs.', employer: 'hire.', admin: 'ops.' };
    expect(areaForHost('hire.veil.example', custom)).toBe('employer');
    expect(areaForHost('ops.veil.example', custom)).toBe('admin');
    expect(areaForHost('employer.localhost', custom)).toBe('candidate');
  });

  it('prefers the longest matching prefix', () => {
    const nested = { candidate: 'app.', employer: 'app.employer.', admin: 'admin.' };
    expect(areaForHost('app.employer.veil.example', nested)).toBe('employer');
    expect(areaForHost('app.veil.example', nested)).toBe('candidate');
  });
});
