import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, bodiesSentTo, CANDIDATE_ME, json, sessionRoutes, stubApi } from '../../test/api-stub';
import { renderCandidateAt } from '../candidate-app.testing';

/*
 * Deleting the account from the profile's danger zone (docs/decisions/020): the dialog tells what
 * goes and what employers keep, asks a Google-only account for the word, shows a refusal in place and
 * after the deletion ends the session here and confirms it.
 */

describe('deleting the account', () => {
  it('asks for the word, shows a refusal, then deletes, signs out and confirms', async () => {
    let attempts = 0;
    const fetchMock = stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      'GET /api/resumes': { body: { resume: null } },
      'GET /api/candidates/me/deletion': {
        body: { confirmWith: 'word', sentApplications: 2, draftApplications: 1 },
      },
      'DELETE /api/candidates/me': () => {
        attempts += 1;
        return attempts === 1
          ? apiError(422, 'account_deletion_word_missing', 'Bitte geben Sie zur Bestätigung LÖSCHEN ein.')
          : json(200, { deleted: true });
      },
      'POST /api/auth/candidate/sign-out': json(200, { success: true }),
    });
    const user = userEvent.setup();
    const app = renderCandidateAt('/candidate/profile/empty');

    const zone = await screen.findByRole('region', { name: 'Konto löschen' });
    await user.click(within(zone).getByRole('button', { name: 'Konto löschen …' }));
    const dialog = await screen.findByRole('dialog', { name: 'Konto wirklich löschen?' });
    expect(await within(dialog).findByText('Bewerbungen: 2 gesendet, 1 Entwürfe.')).toBeInTheDocument();
    expect(within(dialog).getByText(/Es enthält nichts über Sie/)).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Mein Konto löschen' });
    expect(confirm).toBeDisabled();

    const word = within(dialog).getByRole('textbox', { name: /Geben Sie zur Bestätigung LÖSCHEN ein/ });
    await user.type(word, 'vielleicht');
    await user.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Ihr Konto wurde nicht gelöscht.');
    expect(app.pathname()).toBe('/candidate/profile/empty');

    await user.clear(word);
    await user.type(word, 'LÖSCHEN');
    await user.click(confirm);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ihr Konto wurde gelöscht' }),
    ).toBeInTheDocument();
    expect(app.pathname()).toBe('/candidate/account-deleted');
    expect(await bodiesSentTo(fetchMock, 'DELETE /api/candidates/me')).toEqual([
      { confirmation: 'vielleicht' },
      { confirmation: 'LÖSCHEN' },
    ]);
    await waitFor(async () =>
      expect(await bodiesSentTo(fetchMock, 'POST /api/auth/candidate/sign-out')).toHaveLength(1),
    );
    // signed out here, the confirmation stays: the header offers to sign in
    expect(await screen.findByRole('link', { name: 'Anmelden' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/candidate/account-deleted');
    expect(screen.getByRole('heading', { level: 1, name: 'Ihr Konto wurde gelöscht' })).toBeInTheDocument();
  });
});
