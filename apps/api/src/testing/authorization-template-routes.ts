import type { App } from '../app';
import { asPowerUserX, type Entry, FORBIDDEN, nextSerial, notFound, only } from './authorization';
import type { World } from './principals';

/** A valid template write with a name not used before. */
export function templateBody(name = `Matrix-Vorlage ${nextSerial()}`) {
  return {
    name,
    type: 'reject_application',
    locale: 'de',
    subject: 'Ihre Bewerbung als {{job_position}}',
    content: '<p>Guten Tag,</p><p>leider nein.</p><p>{{company_name}}</p>',
    cc: '',
  };
}

/** A fresh template of company X, made by its power user (one per principal for changing routes). */
async function xTemplate(w: World, app: App) {
  const { id } = await asPowerUserX(w, app, 'POST', '/templates', templateBody());
  return id;
}

/** Company X's templates: its power user changes them, its regular user reads, its reviewer gets none. */
const X_READ = {
  ...only(['powerUserX', 'regularUserX']),
  reviewerX: FORBIDDEN,
  powerUserY: notFound('template_not_found'),
};
const X_CHANGE = {
  ...only(['powerUserX']),
  regularUserX: FORBIDDEN,
  reviewerX: FORBIDDEN,
  powerUserY: notFound('template_not_found'),
};
/** A route on the caller's own company's templates: power and regular users, never reviewers. */
const OWN_READ = { ...only(['powerUserX', 'regularUserX', 'powerUserY']), reviewerX: FORBIDDEN };

/** The routes of e-mail templates in the authorisation matrix. */
export const TEMPLATE_ROUTES: Record<string, Entry> = {
  'GET /templates': { pool: 'employer', request: () => ({ path: '/templates' }), expect: OWN_READ },
  'POST /templates': {
    pool: 'employer',
    request: () => ({ path: '/templates', body: templateBody() }),
    expect: { ...only(['powerUserX', 'powerUserY']), regularUserX: FORBIDDEN, reviewerX: FORBIDDEN },
  },
  'POST /templates/preview': {
    pool: 'employer',
    request: () => ({ path: '/templates/preview', body: templateBody() }),
    expect: OWN_READ,
  },
  'GET /templates/{templateId}': {
    pool: 'employer',
    request: async (w, app) => ({ path: `/templates/${await xTemplate(w, app)}` }),
    expect: X_READ,
  },
  'PUT /templates/{templateId}': {
    pool: 'employer',
    request: async (w, app) => ({ path: `/templates/${await xTemplate(w, app)}`, body: templateBody() }),
    expect: X_CHANGE,
  },
  'POST /templates/{templateId}/duplicate': {
    pool: 'employer',
    request: async (w, app) => ({ path: `/templates/${await xTemplate(w, app)}/duplicate`, body: {} }),
    expect: X_CHANGE,
  },
  'DELETE /templates/{templateId}': {
    pool: 'employer',
    request: async (w, app) => ({ path: `/templates/${await xTemplate(w, app)}` }),
    expect: X_CHANGE,
  },
};
