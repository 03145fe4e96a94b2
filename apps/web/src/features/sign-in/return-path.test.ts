import { afterSignInPath } from '@veil/domain/sign-in-guard';
import { beforeEach, describe, expect, it } from 'vitest';
import { readStoredTarget } from './browser-storage';
import { returnHereAfterSignIn } from './return-path';

describe('returnHereAfterSignIn', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('remembers a shared job, and sign-in (even a new candidate’s) leads back to it', () => {
    expect(returnHereAfterSignIn('candidate', '/candidate/jobs/share/AB12cd')).toBe(true);
    expect(readStoredTarget()).toBe('/candidate/jobs/share/AB12cd');
    expect(
      afterSignInPath({ area: 'candidate', session: { onboarded: false }, storedTarget: readStoredTarget() }),
    ).toBe('/candidate/jobs/share/AB12cd');
  });

  it.each([
    'https://evil.example/candidate/jobs/1',
    '//evil.example/candidate/jobs/1',
    '/\\evil.example',
    '/employer/applications',
    '/candidate/login',
    '/candidate/signup/verify',
    'candidate/jobs/1',
  ])('refuses %s', (path) => {
    expect(returnHereAfterSignIn('candidate', path)).toBe(false);
    expect(readStoredTarget()).toBeNull();
  });
});
