import { describe, expect, it } from 'vitest';
import { shareLinkOf } from './share-link';

const HOSTS = { candidate: 'candidate.', employer: 'employer.', admin: 'admin.' };

describe('shareLinkOf', () => {
  it('points at the candidate host of the same deployment', () => {
    expect(shareLinkOf('Ab3_x', { protocol: 'https:', host: 'employer.veil.example' }, HOSTS)).toBe(
      'https://candidate.veil.example/candidate/jobs/share/Ab3_x',
    );
  });

  it('keeps the port and encodes the code', () => {
    expect(shareLinkOf('a/b', { protocol: 'http:', host: 'employer.localhost:3200' }, HOSTS)).toBe(
      'http://candidate.localhost:3200/candidate/jobs/share/a%2Fb',
    );
  });

  it('stays on a host without the employer prefix', () => {
    expect(shareLinkOf('c0de', { protocol: 'http:', host: 'localhost:5173' }, HOSTS)).toBe(
      'http://localhost:5173/candidate/jobs/share/c0de',
    );
  });
});
