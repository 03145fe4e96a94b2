import { describe, expect, it } from 'vitest';
import { ApiError } from './api-errors';
import { errorMessage } from './error-message';
import { initI18n } from './i18n';

describe('errorMessage', () => {
  it('translates the code into the user’s language', () => {
    const error = new ApiError(404, 'job_not_found', 'server text');
    const en = errorMessage(error, initI18n('en'));
    const de = errorMessage(error, initI18n('de'));
    expect(en).toMatch(/^Job does not exist/);
    expect(de).not.toBe(en);
    expect(de).not.toBe('server text');
  });

  it('fills placeholders from the details, else keeps the server’s message', () => {
    const i18n = initI18n('en');
    const withDetails = new ApiError(409, 'email_is_used', 'server text', { email: 'a@b.example' });
    expect(errorMessage(withDetails, i18n)).toContain('a@b.example');
    expect(errorMessage(withDetails, i18n)).not.toBe('server text');
    const withoutDetails = new ApiError(409, 'email_is_used', 'Email address x@y.example already in use.');
    expect(errorMessage(withoutDetails, i18n)).toBe('Email address x@y.example already in use.');
  });

  it('falls back to the generic error for anything else', () => {
    const i18n = initI18n('en');
    expect(errorMessage(new Error('boom'), i18n)).toBe(i18n.t('errors.generic_error'));
  });
});
