import { describe, expect, it } from 'vitest';
import { isAccountActive, lastPowerUserViolation, RoleSchema, shownAccountStatus } from './account';
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

const anna = { id: 'anna', role: 'power_user', status: 'accepted' } as const;
const ben = { id: 'ben', role: 'power_user', status: 'pending' } as const;
const cem = { id: 'cem', role: 'regular_user', status: 'accepted' } as const;

describe('lastPowerUserViolation', () => {
  it('refuses to take the role of the only power user', () => {
    expect(
      lastPowerUserViolation([anna, cem], { accountId: 'anna', kind: 'role', role: 'regular_user' }),
    ).toBe('change_role_last_power_user');
  });

  it('refuses to leave only a pending power user when the active one changes role', () => {
    expect(
      lastPowerUserViolation([anna, ben, cem], {
        accountId: 'anna',
        kind: 'role',
        role: 'reviewer_user',
      }),
    ).toBe('change_role_last_active_power_user');
  });

  it('refuses to deactivate or delete the last active power user', () => {
    expect(lastPowerUserViolation([anna, cem], { accountId: 'anna', kind: 'deactivate' })).toBe(
      'deactive_last_power_user',
    );
    expect(lastPowerUserViolation([anna, ben], { accountId: 'anna', kind: 'delete' })).toBe(
      'deactive_last_power_user',
    );
  });

  it('allows changes that keep an active power user', () => {
    const second = { id: 'dora', role: 'power_user', status: 'accepted' } as const;
    expect(lastPowerUserViolation([anna, second], { accountId: 'anna', kind: 'deactivate' })).toBeNull();
    expect(lastPowerUserViolation([anna, cem], { accountId: 'cem', kind: 'delete' })).toBeNull();
    expect(
      lastPowerUserViolation([anna, ben], { accountId: 'ben', kind: 'role', role: 'regular_user' }),
    ).toBeNull();
  });
});

describe('shownAccountStatus', () => {
  it('shows an account of an active company by its own status', () => {
    expect(shownAccountStatus('pending', true)).toBe('pending');
    expect(shownAccountStatus('accepted', true)).toBe('active');
  });

  it('calls a deactivated account deactivated, one status and no other', () => {
    expect(shownAccountStatus('inactive', true)).toBe('deactivated');
  });

  it('never shows anybody of a deactivated company as active or pending', () => {
    for (const status of ['pending', 'accepted', 'inactive'] as const) {
      expect(shownAccountStatus(status, false)).toBe('company_inactive');
    }
  });
});
