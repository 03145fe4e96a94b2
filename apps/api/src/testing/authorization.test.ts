import { beforeAll, describe, expect, it } from 'vitest';
import { checkCell, type Entry, FORBIDDEN, only } from './authorization';
import { createWorld, leakedOwners, type World } from './principals';
import { useTestApp } from './test-app';

const ctx = useTestApp();
let world: World;

beforeAll(async () => {
  world = await createWorld(ctx.app, ctx.mail);
});

const COMPANY: Entry = {
  pool: 'employer',
  request: () => ({ path: '/companies' }),
  expect: { ...only(['powerUserX', 'regularUserX', 'powerUserY']), reviewerX: FORBIDDEN },
};

describe('the authorization matrix check', () => {
  it('passes a route that answers each principal with its own data', async () => {
    expect(await checkCell(ctx.app, world, 'GET /companies', COMPANY, 'powerUserX')).toEqual([]);
    expect(await checkCell(ctx.app, world, 'GET /companies', COMPANY, 'reviewerX')).toEqual([]);
  });

  it("fails when a route answers company X's power user with company Y's row", async () => {
    // the session of X's power user leads to company Y, as a broken company check would
    const broken = { ...world, cookies: { ...world.cookies, powerUserX: world.cookies.powerUserY } };
    expect(await checkCell(ctx.app, broken, 'GET /companies', COMPANY, 'powerUserX')).toEqual([
      'powerUserX: the answer shows data of yPublic, yPrivate',
    ]);
  });

  it('fails when the status is right but the reason is not', async () => {
    const wrongReason: Entry = {
      ...COMPANY,
      expect: { ...COMPANY.expect, reviewerX: { status: 403, code: 'user_inactive' } },
    };
    expect(await checkCell(ctx.app, world, 'GET /companies', wrongReason, 'reviewerX')).toEqual([
      'reviewerX: expected 403 user_inactive, got 403 forbidden_to_access_data',
    ]);
  });

  it('finds another owner by id as well as by marker', () => {
    const [candidateB] = world.ownedValues.candidateB;
    expect(leakedOwners(world, 'candidateA', `{"id":"${candidateB}"}`)).toEqual(['candidateB']);
    expect(leakedOwners(world, 'candidateA', JSON.stringify({ name: 'Firma mkxpubq7' }))).toEqual([]);
    expect(
      leakedOwners(world, 'powerUserY', JSON.stringify({ email: 'power.mkxprivq7@firma.example' })),
    ).toEqual(['xPrivate']);
  });
});
