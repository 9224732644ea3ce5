import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { accountAttempts } from '../../db/schema';
import { createUser, enrolTwoStep, latestMail, loginAs, TEST_PASSWORD } from '../../test/factories';
import { createTestDatabase, testConfig } from '../../test/test-app';
import { LOGIN_RULE, loginSubject, TWO_STEP_RULE } from './attempt-limits';

// Two instances on one database, as behind a load balancer: the counters live in PostgreSQL.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let apps: Awaited<ReturnType<typeof buildApp>>[];
beforeAll(async () => {
  database = await createTestDatabase();
  apps = [
    await buildApp({ config: testConfig(), database }),
    await buildApp({ config: testConfig(), database }),
  ];
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await database.close();
});

// Every attempt from a new address, on alternating instances: only a per-account count stops it.
let n = 0;
const fromAnywhere = () => {
  n += 1;
  return { app: apps[n % 2]!, remoteAddress: `10.23.${Math.floor(n / 250)}.${n % 250}` };
};
const login = (email: string, password: string) => {
  const { app, remoteAddress } = fromAnywhere();
  return app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email, password },
    remoteAddress,
  });
};
const wrongLogins = async (email: string, count: number) => {
  const statuses = [];
  for (let i = 0; i < count; i++) statuses.push((await login(email, `guess-${i}`)).statusCode);
  return statuses;
};
const loginLocked = { success: false, message: LOGIN_RULE.message(15) };

describe('per-account login counter (issue 23)', () => {
  it('answers 429 after 10 wrong passwords from rotating addresses and instances, even to the right one', async () => {
    const user = await createUser(database.db);
    expect(await wrongLogins(user.email, 10)).toEqual(Array(10).fill(401));
    const right = await login(user.email, TEST_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual(loginLocked);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(right.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
  });

  it('answers an unknown e-mail exactly as a known one (no account enumeration)', async () => {
    const statuses = await wrongLogins('nobody.here@example.com', 10);
    const eleventh = await login('nobody.here@example.com', TEST_PASSWORD);
    expect([...statuses, eleventh.statusCode]).toEqual([...Array(10).fill(401), 429]);
    expect(eleventh.json()).toEqual(loginLocked);
  });

  it('counts the e-mail whatever its case or spaces', async () => {
    const user = await createUser(database.db);
    await wrongLogins(user.email, 5);
    await wrongLogins(user.email.toUpperCase(), 5);
    expect((await login(` ${user.email} `, TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('starts again from zero after a successful login', async () => {
    const user = await createUser(database.db);
    expect(await wrongLogins(user.email, 9)).toEqual(Array(9).fill(401));
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect(await wrongLogins(user.email, 10)).toEqual(Array(10).fill(401));
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('lets the account in again once the lock has passed', async () => {
    const user = await createUser(database.db);
    await wrongLogins(user.email, 11);
    // The lock and window as they stand 16 minutes later.
    await database.db
      .update(accountAttempts)
      .set({
        lockedUntil: sql`now() - interval '1 minute'`,
        windowStartedAt: sql`now() - interval '31 minutes'`,
      })
      .where(eq(accountAttempts.key, `login:${loginSubject(user.email)}`));
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('ends the lock when the password is reset by the e-mailed code', async () => {
    const user = await createUser(database.db);
    await wrongLogins(user.email, 11);
    const { app } = fromAnywhere();
    await app.inject({
      method: 'POST',
      url: '/api/users/forget-password',
      payload: { email: user.email },
    });
    const code = (await latestMail(database.db, user.email)).text.match(/^(\d{6})$/m)?.[1];
    const reset = await app.inject({
      method: 'POST',
      url: '/api/users/new-password',
      payload: { email: user.email, otpCode: code, password: 'Another#456' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(user.email, 'Another#456')).statusCode).toBe(200);
  });
});

describe('per-account second-step counter (issue 23)', () => {
  const verify = (token: string, payload: object) => {
    const { app, remoteAddress } = fromAnywhere();
    return app.inject({
      method: 'POST',
      url: '/api/auth/two-step/verify',
      headers: { 'auth-token': token },
      payload,
      remoteAddress,
    });
  };

  it('answers 429 after 10 wrong codes from rotating addresses, even to a right recovery code', async () => {
    const owner = await createUser(database.db, { role: 'admin' });
    const { recoveryCodes } = await enrolTwoStep(apps[0]!, await loginAs(apps[0]!, owner.email));
    // A new sign-in with the password alone, as an attacker holding the password would have.
    const password = await loginAs(apps[1]!, owner.email);
    const statuses = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await verify(password, { code: String(100000 + i) })).statusCode);
    expect(statuses).toEqual(Array(10).fill(401));
    const right = await verify(password, { recoveryCode: recoveryCodes[0] });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ success: false, message: TWO_STEP_RULE.message(15) });
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(14 * 60);
  });

  it('starts again from zero after a passed second step', async () => {
    const owner = await createUser(database.db, { role: 'admin' });
    const { recoveryCodes } = await enrolTwoStep(apps[0]!, await loginAs(apps[0]!, owner.email));
    const password = await loginAs(apps[1]!, owner.email);
    for (let i = 0; i < 9; i++) await verify(password, { code: String(200000 + i) });
    expect((await verify(password, { recoveryCode: recoveryCodes[0] })).statusCode).toBe(200);
    const statuses = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await verify(password, { code: String(300000 + i) })).statusCode);
    expect(statuses).toEqual(Array(10).fill(401));
    expect((await verify(password, { recoveryCode: recoveryCodes[1] })).statusCode).toBe(429);
  });
});
