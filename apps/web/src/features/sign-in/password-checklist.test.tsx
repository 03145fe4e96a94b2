import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { PasswordChecklist } from './password-checklist';

function metRules(): Record<string, string | null> {
  const list = screen.getByRole('list', { name: 'Your password needs' });
  return Object.fromEntries(
    within(list)
      .getAllByRole('listitem')
      .map((item) => [item.getAttribute('data-rule') ?? '', item.getAttribute('data-met')]),
  );
}

describe('PasswordChecklist', () => {
  it('shows every rule open for an empty password', () => {
    renderWithProviders(<PasswordChecklist password="" confirmation="" />, { locale: 'en' });
    expect(metRules()).toEqual({
      minLength: 'false',
      uppercase: 'false',
      lowercase: 'false',
      digit: 'false',
      special: 'false',
      whitespace: 'false',
      match: 'false',
    });
    expect(screen.getByText(/at least 8 characters/)).toBeInTheDocument();
  });

  it('ticks off the rules a password meets, and says so to screen readers', () => {
    renderWithProviders(<PasswordChecklist password="abcdefgH" confirmation="abc" />, { locale: 'en' });
    expect(metRules()).toMatchObject({
      minLength: 'true',
      uppercase: 'true',
      lowercase: 'true',
      digit: 'false',
      special: 'false',
      whitespace: 'true',
      match: 'false',
    });
    expect(screen.getByText(/at least 8 characters/)).toHaveTextContent('(done)');
    expect(screen.getByText(/a number/)).toHaveTextContent('(not yet)');
  });

  it('is all green for a good password typed twice, and catches a trailing space', () => {
    const { unmount } = renderWithProviders(
      <PasswordChecklist password="Sicher!Passwort1" confirmation="Sicher!Passwort1" />,
      { locale: 'de' },
    );
    expect(Object.values(metRulesDe())).toEqual(Array(7).fill('true'));
    unmount();
    renderWithProviders(<PasswordChecklist password="Sicher!Passwort1 " confirmation="Sicher!Passwort1 " />, {
      locale: 'de',
    });
    expect(metRulesDe().whitespace).toBe('false');
  });
});

function metRulesDe(): Record<string, string | null> {
  const list = screen.getByRole('list', { name: 'Ihr Passwort braucht' });
  return Object.fromEntries(
    within(list)
      .getAllByRole('listitem')
      .map((item) => [item.getAttribute('data-rule') ?? '', item.getAttribute('data-met')]),
  );
}
