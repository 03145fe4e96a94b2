import {
  CANDIDATES,
  EMPLOYERS,
  type Entry,
  FORBIDDEN,
  notFound,
  OK,
  only,
  SIGNED_OUT,
} from './authorization';

/*
 * The notifications in the authorisation matrix (issue 39): each side reads and marks only its own,
 * so every signed-in principal of the pool gets an answer about themselves, and an id that is not
 * theirs is not found (whose it is, notifications.test.ts). The streams are served beside the
 * contract (notification-stream.ts) and tested there.
 */

const CANDIDATE_ONLY = { ...only(CANDIDATES, OK, FORBIDDEN), anonymous: SIGNED_OUT };
const NOT_THEIRS = notFound('notification_not_found');

export const NOTIFICATION_ROUTES: Record<string, Entry> = {
  'GET /notifications': {
    pool: 'candidate',
    request: () => ({ path: '/notifications' }),
    expect: CANDIDATE_ONLY,
  },
  'GET /notifications/unread-count': {
    pool: 'candidate',
    request: () => ({ path: '/notifications/unread-count' }),
    expect: CANDIDATE_ONLY,
  },
  'POST /notifications/{notificationId}/read': {
    pool: 'candidate',
    request: () => ({ path: '/notifications/999999999/read' }),
    expect: { ...only(CANDIDATES, NOT_THEIRS, FORBIDDEN), anonymous: SIGNED_OUT },
  },
  'POST /notifications/read': {
    pool: 'candidate',
    request: () => ({ path: '/notifications/read' }),
    expect: CANDIDATE_ONLY,
  },
  'GET /company-notifications': {
    pool: 'employer',
    request: () => ({ path: '/company-notifications' }),
    expect: only(EMPLOYERS),
  },
  'GET /company-notifications/unread-count': {
    pool: 'employer',
    request: () => ({ path: '/company-notifications/unread-count' }),
    expect: only(EMPLOYERS),
  },
  'POST /company-notifications/{notificationId}/read': {
    pool: 'employer',
    request: () => ({ path: '/company-notifications/999999999/read' }),
    expect: only(EMPLOYERS, NOT_THEIRS),
  },
  'POST /company-notifications/read': {
    pool: 'employer',
    request: () => ({ path: '/company-notifications/read' }),
    expect: only(EMPLOYERS),
  },
};
