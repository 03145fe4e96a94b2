import { describe, expect, it } from 'vitest';
import type { Area } from './areas';
import {
  afterSignInPath,
  areaRelativePath,
  decideRoute,
  type GuardInput,
  type GuardSession,
  isAuthPage,
  isPublicPage,
  isValidTarget,
} from './sign-in-guard';

const SIGNED_OUT: GuardSession = null;
const SIGNED_IN: GuardSession = {};
const CANDIDATE_NEW: GuardSession = { onboarded: false };
const CANDIDATE_ONBOARDED: GuardSession = { onboarded: true };

function decide(area: Area, path: string, session: GuardSession, storedTarget: string | null = null) {
  const input: GuardInput = { area, path, session, storedTarget };
  return decideRoute(input);
}

/** Every page the spec lists per area, by kind. */
const AUTH_PAGES: Record<Area, string[]> = {
  admin: ['/admin/login', '/admin/active-account?token=abc'],
  employer: ['/employer/login', '/employer/active-account?token=abc', '/employer/forgot-password'],
  candidate: [
    '/candidate/login',
    '/candidate/signup',
    '/candidate/signup/verify',
    '/candidate/forgot-password',
    '/candidate/reset-password?email=a%40b.example',
  ],
};
const OPEN_PAGES: Record<Area, string[]> = {
  admin: ['/admin/404', '/admin/cors', '/admin/logout'],
  employer: ['/employer/404', '/employer/cors', '/employer/logout'],
  candidate: [
    '/candidate/404',
    '/candidate/cors',
    '/candidate/logout',
    '/candidate/login/oauth2/code/cognito/',
    '/candidate/login/oauth2/code/cognito',
    '/candidate/terms-conditions/de',
    '/candidate/terms-conditions/en',
    '/candidate/privacy-policy/de',
    '/candidate/anonymous-profile/cand-42',
    '/candidate/jobs/share/AB12CD',
  ],
};
const PROTECTED_PAGES: Record<Area, string[]> = {
  admin: ['/admin/', '/admin', '/admin/company/7/accounts', '/admin/create-company', '/admin/job-posts'],
  employer: [
    '/employer/applications',
    '/employer/applications/17',
    '/employer/company/update',
    '/employer/jobs/add-manually',
    '/employer/templates/3',
    '/employer/settings',
  ],
  candidate: [
    '/candidate/',
    '/candidate/first-time-signin',
    '/candidate/profile',
    '/candidate/jobs/list',
    '/candidate/jobs/17',
    '/candidate/applications/5/audio-recording-instruction',
    '/candidate/anonymous-cv/9',
  ],
};
const LANDING: Record<Area, string> = {
  admin: '/admin/',
  employer: '/employer/applications',
  candidate: '/candidate/',
};
const AREAS: Area[] = ['candidate', 'employer', 'admin'];

describe('decideRoute: public pages', () => {
  for (const area of AREAS) {
    it.each(AUTH_PAGES[area])(`${area}: shows the sign-in page %s to a signed-out user`, (path) => {
      expect(decide(area, path, SIGNED_OUT)).toEqual({ allow: true });
    });

    it.each(OPEN_PAGES[area])(`${area}: shows %s signed out and signed in`, (path) => {
      expect(decide(area, path, SIGNED_OUT)).toMatchObject({ allow: true });
      expect(decide(area, path, area === 'candidate' ? CANDIDATE_ONBOARDED : SIGNED_IN)).toEqual({
        allow: true,
      });
    });
  }

  it('does not open the other areas’ public pages', () => {
    expect(decide('admin', '/admin/forgot-password', SIGNED_OUT)).toEqual({
      redirect: '/admin/login',
      storeTarget: '/admin/forgot-password',
    });
    expect(decide('employer', '/employer/signup', SIGNED_OUT)).toMatchObject({ redirect: '/employer/login' });
    expect(decide('employer', '/employer/reset-password', SIGNED_OUT)).toMatchObject({
      redirect: '/employer/login',
    });
    expect(decide('employer', '/employer/jobs/share/AB12', SIGNED_OUT)).toMatchObject({
      redirect: '/employer/login',
    });
  });

  it('does not treat look-alike paths as public', () => {
    expect(decide('candidate', '/candidate/login-history', SIGNED_OUT)).toMatchObject({
      redirect: '/candidate/login',
    });
    expect(decide('candidate', '/candidate/jobs/shared/1', SIGNED_OUT)).toMatchObject({
      redirect: '/candidate/login',
    });
    expect(decide('candidate', '/candidate/terms', SIGNED_OUT)).toMatchObject({
      redirect: '/candidate/login',
    });
  });
});

describe('decideRoute: protected pages', () => {
  for (const area of AREAS) {
    it.each(
      PROTECTED_PAGES[area].filter((path) => path.replace(/\/$/, '') !== LANDING[area].replace(/\/$/, '')),
    )(`${area}: sends a signed-out visit of %s to the login and stores the path`, (path) => {
      expect(decide(area, path, SIGNED_OUT)).toEqual({ redirect: `/${area}/login`, storeTarget: path });
    });

    it.each(PROTECTED_PAGES[area])(`${area}: shows %s to a signed-in user`, (path) => {
      expect(decide(area, path, area === 'candidate' ? CANDIDATE_ONBOARDED : SIGNED_IN)).toEqual({
        allow: true,
      });
    });

    it(`${area}: sends a signed-out visit of the landing page to the login without storing it`, () => {
      expect(decide(area, LANDING[area], SIGNED_OUT, '/somewhere/old')).toEqual({
        redirect: `/${area}/login`,
        clearTarget: true,
      });
    });
  }

  it('stores the landing page when a query makes it a page of its own', () => {
    expect(decide('employer', '/employer/applications?status=new', SIGNED_OUT)).toEqual({
      redirect: '/employer/login',
      storeTarget: '/employer/applications?status=new',
    });
  });

  it('stores the query and hash of the wanted page too', () => {
    expect(decide('employer', '/employer/applications/17?tab=audio#note', SIGNED_OUT)).toEqual({
      redirect: '/employer/login',
      storeTarget: '/employer/applications/17?tab=audio#note',
    });
  });

  it('shows the first-time sign-in to candidates whether onboarded or not', () => {
    expect(decide('candidate', '/candidate/first-time-signin', CANDIDATE_NEW)).toEqual({ allow: true });
    expect(decide('candidate', '/candidate/first-time-signin', CANDIDATE_ONBOARDED)).toEqual({ allow: true });
  });

  it('leaves paths outside the area to the router', () => {
    expect(decide('candidate', '/', SIGNED_OUT)).toEqual({ allow: true });
    expect(decide('candidate', '/employer/applications', SIGNED_OUT)).toEqual({ allow: true });
    expect(decide('admin', '/administrator', SIGNED_OUT)).toEqual({ allow: true });
  });
});

describe('decideRoute: signed-in users on sign-in pages', () => {
  it.each(AUTH_PAGES.admin)('admin: %s leads to the company list', (path) => {
    expect(decide('admin', path, SIGNED_IN)).toEqual({ redirect: '/admin/', clearTarget: true });
  });

  it.each(AUTH_PAGES.employer)('employer: %s leads to the applications', (path) => {
    expect(decide('employer', path, SIGNED_IN)).toEqual({
      redirect: '/employer/applications',
      clearTarget: true,
    });
  });

  it.each(AUTH_PAGES.candidate)('candidate: %s leads to the dashboard', (path) => {
    expect(decide('candidate', path, CANDIDATE_ONBOARDED)).toEqual({
      redirect: '/candidate/',
      clearTarget: true,
    });
  });

  it.each(AUTH_PAGES.candidate)(
    'candidate without the welcome yet: %s leads to first-time sign-in',
    (path) => {
      expect(decide('candidate', path, CANDIDATE_NEW)).toEqual({
        redirect: '/candidate/first-time-signin',
        clearTarget: true,
      });
    },
  );

  it('prefers the stored target (a sign-in that just finished, here or in another tab)', () => {
    expect(decide('employer', '/employer/login', SIGNED_IN, '/employer/templates/3')).toEqual({
      redirect: '/employer/templates/3',
      clearTarget: true,
    });
    expect(decide('candidate', '/candidate/signup/verify', CANDIDATE_NEW, '/candidate/jobs/17')).toEqual({
      redirect: '/candidate/jobs/17',
      clearTarget: true,
    });
  });
});

describe('decideRoute: public job session', () => {
  it('flags a shared job seen signed out', () => {
    expect(decide('candidate', '/candidate/jobs/share/AB12CD', SIGNED_OUT)).toEqual({
      allow: true,
      flagPublicJobSession: true,
    });
  });

  it('does not flag it for a signed-in candidate or for other public pages', () => {
    expect(decide('candidate', '/candidate/jobs/share/AB12CD', CANDIDATE_ONBOARDED)).toEqual({ allow: true });
    expect(decide('candidate', '/candidate/terms-conditions/de', SIGNED_OUT)).toEqual({ allow: true });
    expect(decide('candidate', '/candidate/anonymous-profile/4', SIGNED_OUT)).toEqual({ allow: true });
  });
});

describe('afterSignInPath', () => {
  it('leads each area to its landing page without a stored target', () => {
    expect(afterSignInPath({ area: 'admin', session: SIGNED_IN, storedTarget: null })).toBe('/admin/');
    expect(afterSignInPath({ area: 'employer', session: SIGNED_IN, storedTarget: null })).toBe(
      '/employer/applications',
    );
    expect(afterSignInPath({ area: 'candidate', session: CANDIDATE_ONBOARDED, storedTarget: null })).toBe(
      '/candidate/',
    );
    expect(afterSignInPath({ area: 'candidate', session: CANDIDATE_NEW, storedTarget: null })).toBe(
      '/candidate/first-time-signin',
    );
  });

  it('ignores stored targets that would be unsafe or lead back into sign-in', () => {
    for (const storedTarget of [
      '//evil.example/candidate/',
      'https://evil.example/candidate/jobs',
      '/\\evil.example',
      '/employer/applications',
      '/candidate/login',
      '/candidate/logout',
      '/candidate/signup/verify',
      '/candidate/login/oauth2/code/cognito/',
      '/candidate/first-time-signin',
      '',
    ]) {
      expect(afterSignInPath({ area: 'candidate', session: CANDIDATE_ONBOARDED, storedTarget })).toBe(
        '/candidate/',
      );
    }
  });
});

describe('path helpers', () => {
  it('reads the path below the area without query, hash or outer slashes', () => {
    expect(areaRelativePath('candidate', '/candidate/')).toBe('');
    expect(areaRelativePath('candidate', '/candidate')).toBe('');
    expect(areaRelativePath('candidate', '/candidate/login/oauth2/code/cognito/?code=1')).toBe(
      'login/oauth2/code/cognito',
    );
    expect(areaRelativePath('candidate', '/candidates/x')).toBeNull();
    expect(areaRelativePath('employer', '/candidate/x')).toBeNull();
  });

  it('tells sign-in pages and public pages apart', () => {
    expect(isAuthPage('candidate', '/candidate/login')).toBe(true);
    expect(isAuthPage('candidate', '/candidate/logout')).toBe(false);
    expect(isPublicPage('candidate', '/candidate/logout')).toBe(true);
    expect(isPublicPage('candidate', '/candidate/profile')).toBe(false);
    expect(isValidTarget('candidate', '/candidate/profile')).toBe(true);
    expect(isValidTarget('candidate', null)).toBe(false);
  });
});
