import { describe, expect, it } from 'vitest';
import { assertKeepsActivePowerUser } from './account-rules';

const anna = { id: 'anna', role: 'power_user', status: 'accepted' } as const;
const ben = { id: 'ben', role: 'power_user', status: 'pending' } as const;
const cem = { id: 'cem', role: 'regular_user', status: 'accepted' } as const;

describe('assertKeepsActivePowerUser', () => {
  it('refuses to take the role of the only power user', () => {
    expect(() =>
      assertKeepsActivePowerUser([anna, cem], { accountId: 'anna', kind: 'role', role: 'regular_user' }),
    ).toThrow('change_role_last_power_user');
  });

  it('refuses to leave only a pending power user when the active one changes role', () => {
    expect(() =>
      assertKeepsActivePowerUser([anna, ben, cem], {
        accountId: 'anna',
        kind: 'role',
        role: 'reviewer_user',
      }),
    ).toThrow('change_role_last_active_power_user');
  });

  it('refuses to deactivate or delete the last active power user', () => {
    expect(() => assertKeepsActivePowerUser([anna, cem], { accountId: 'anna', kind: 'deactivate' })).toThrow(
      'deactive_last_power_user',
    );
    expect(() => assertKeepsActivePowerUser([anna, ben], { accountId: 'anna', kind: 'delete' })).toThrow(
      'deactive_last_power_user',
    );
  });

  it('allows changes that keep an active power user', () => {
    const second = { id: 'dora', role: 'power_user', status: 'accepted' } as const;
    expect(() =>
      assertKeepsActivePowerUser([anna, second], { accountId: 'anna', kind: 'deactivate' }),
    ).not.toThrow();
    expect(() => assertKeepsActivePowerUser([anna, cem], { accountId: 'cem', kind: 'delete' })).not.toThrow();
    expect(() =>
      assertKeepsActivePowerUser([anna, ben], { accountId: 'ben', kind: 'role', role: 'regular_user' }),
    ).not.toThrow();
  });
});
