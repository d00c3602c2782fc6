import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { LIFECYCLES, type SessionResponse, type TeamUser } from '@cofre/contract';
import { IllegalTransitionError, statusChanges, transition } from '../src/modules/lifecycle/index.js';
import { users } from '../src/modules/users/tables.js';
import { startTestApp, type TestApp } from './support/app.js';
import { caller } from './support/charges.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: SessionResponse;

beforeAll(async () => {
  t = await startTestApp();
  call = caller(t);
  admin = await t.signIn('admin@demo.cofre.dev');
});
afterAll(() => t.close());

const salesUser = async (): Promise<TeamUser> =>
  (await call(admin, 'GET', '/api/users'))
    .json()
    .content.find((user: TeamUser) => user.email === 'vendas@demo.cofre.dev');
const historyOf = (id: string) =>
  t.ctx.db
    .select({ status: statusChanges.status, sellerId: statusChanges.sellerId })
    .from(statusChanges)
    .where(and(eq(statusChanges.entity, 'user'), eq(statusChanges.entityId, id)))
    .orderBy(asc(statusChanges.changedAt));

describe('transition(): one way to change a status', () => {
  it('records each status a user enters, in the move’s transaction; a profile saved alone is no new status', async () => {
    const user = await salesUser();
    expect(await historyOf(user.id)).toEqual([]);
    const blocked = await call(admin, 'PATCH', `/api/users/${user.id}`, { profile: 'SALE', status: 'BLOCKED' });
    expect(blocked.statusCode, blocked.body).toBe(200);
    await call(admin, 'PATCH', `/api/users/${user.id}`, { profile: 'FINANCE', status: 'BLOCKED' });
    await call(admin, 'PATCH', `/api/users/${user.id}`, { profile: 'SALE', status: 'ACTIVE' });
    expect((await historyOf(user.id)).map((row) => row.status)).toEqual(['BLOCKED', 'ACTIVE']);
    expect((await historyOf(user.id))[0]?.sellerId).toBe(admin.idSeller);
  });

  it('moves only rows still in `from`: a stale read changes nothing and records nothing', async () => {
    const user = await salesUser();
    const before = await historyOf(user.id);
    const moved = await t.ctx.db.transaction((tx) =>
      transition(tx, users, LIFECYCLES.user, {
        where: eq(users.id, user.id),
        from: 'INACTIVE',
        to: 'ACTIVE',
        at: t.ctx.clock.now(),
      }),
    );
    expect(moved).toEqual([]);
    expect(await historyOf(user.id)).toEqual(before);
  });

  it('refuses an edge its state table lacks, and the CHECK refuses a status the lifecycle does not know', async () => {
    const user = await salesUser();
    await expect(
      t.ctx.db.transaction((tx) =>
        transition(tx, users, LIFECYCLES.user, { where: eq(users.id, user.id), from: 'ACTIVE', to: 'CREATED' }),
      ),
    ).rejects.toBeInstanceOf(IllegalTransitionError);
    const refused = await t.ctx.db
      .update(users)
      .set({ status: 'GONE' as never })
      .where(eq(users.id, user.id))
      .then(
        () => null,
        (error: unknown) => error as { cause?: Error },
      );
    expect(String(refused?.cause?.message)).toMatch(/users_status_check/);
    const [row] = await t.ctx.db.select({ status: users.status }).from(users).where(eq(users.id, user.id));
    expect(row?.status).toBe('ACTIVE');
  });
});
