import { hashPassword } from 'better-auth/crypto';
import { describe, expect, it, vi } from 'vitest';
import { createEmployerUser } from '../../testing/factories';
import { useTestApp } from '../../testing/test-app';
import { activateAccount } from './activation.service';

vi.mock('better-auth/crypto', async (original) => {
  const actual = await original<typeof import('better-auth/crypto')>();
  return { ...actual, hashPassword: vi.fn(actual.hashPassword) };
});

const ctx = useTestApp();

describe('activateAccount', () => {
  it('checks the link before it spends a second of CPU on hashing the password', async () => {
    vi.mocked(hashPassword).mockClear();
    await expect(
      activateAccount(ctx.app.database.db, 'employer', {
        token: 'kein-echter-link-000000',
        password: 'Neu!Passwort1',
      }),
    ).rejects.toThrow('activation_link_invalid');
    expect(hashPassword).not.toHaveBeenCalled();

    const user = await createEmployerUser(ctx.app.database.db, { role: 'power_user' });
    await activateAccount(ctx.app.database.db, 'employer', { token: user.token, password: 'Neu!Passwort1' });
    expect(hashPassword).toHaveBeenCalledTimes(1);
  });
});
