import { describe, expect, it } from 'vitest';
import { isAccountActive, RoleSchema } from './account';
import { enumLabel } from './enums';

describe('accounts', () => {
  it('treats only accepted accounts as active', () => {
    expect(isAccountActive('accepted')).toBe(true);
    expect(isAccountActive('pending')).toBe(false);
    expect(isAccountActive('inactive')).toBe(false);
  });

  it("shows the status 'accepted' as active", () => {
    expect(enumLabel('en', 'accountStatus', 'accepted')).toBe('Active');
    expect(enumLabel('de', 'accountStatus', 'accepted')).toBe('Aktiv');
  });

  it('knows the three employer roles only', () => {
    expect(RoleSchema.safeParse('reviewer_user').success).toBe(true);
    expect(RoleSchema.safeParse('admin').success).toBe(false);
  });
});
