import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createUser, enrolTwoStep, loginAs, signedInUser, totpCode } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ip = 0;
const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { 'auth-token': token },
    ...(payload && { payload }),
    // A fresh address per call: the per-address limit is tested on its own.
    remoteAddress: `10.90.${Math.floor(++ip / 250)}.${ip % 250}`,
  });

const owner = async () => {
  const user = await createUser(t.db, { role: 'admin' });
  return { user, password: await loginAs(t.app, user.email) };
};

describe('owner two-step sign-in (issue 17)', () => {
  it('keeps the back office shut to an owner signed in with the password alone', async () => {
    const { password } = await owner();
    const dashboard = await call('GET', '/api/admin/dashboard', password);
    expect(dashboard.statusCode).toBe(401);
    expect(dashboard.json().message).toBe(
      'Enter the code from your authenticator app to open the back office.',
    );
    expect((await call('GET', '/api/auth/two-step', password)).json()).toEqual({
      success: true,
      enrolled: false,
      passed: false,
    });
  });

  it('enrols from the QR secret, then opens the back office; the secret is stored sealed', async () => {
    const { user, password } = await owner();
    const setup = await call('POST', '/api/auth/two-step/setup', password, {});
    expect(setup.statusCode).toBe(200);
    const { secret, uri, qrSvg } = setup.json();
    expect(uri).toMatch(/^otpauth:\/\/totp\/Mindful%20Marks:.+\?.*secret=/);
    expect(qrSvg).toMatch(/^<svg/);
    const wrong = await call('POST', '/api/auth/two-step/enable', password, { code: '000000' });
    expect(wrong.statusCode).toBe(401);
    const enabled = await call('POST', '/api/auth/two-step/enable', password, {
      code: totpCode(secret),
    });
    expect(enabled.statusCode).toBe(200);
    const { token, recoveryCodes } = enabled.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await call('GET', '/api/admin/dashboard', token)).statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.totpSecret).not.toContain(secret);
    expect(row!.totpPendingSecret).toBeNull();
    // Set up once: a second set-up is refused.
    expect((await call('POST', '/api/auth/two-step/setup', token, {})).statusCode).toBe(409);
  });

  it('signs in with a code once: the same code again is refused', async () => {
    const { user } = await owner();
    const first = await loginAs(t.app, user.email);
    const { secret } = await enrolTwoStep(t.app, first);
    const again = await loginAs(t.app, user.email);
    expect((await call('GET', '/api/admin/dashboard', again)).statusCode).toBe(401);
    // The enrolment used this time step: the next one's code (accepted within the window) passes.
    const next = totpCode(secret, Date.now() + 30_000);
    const passed = await call('POST', '/api/auth/two-step/verify', again, { code: next });
    expect(passed.statusCode, passed.body).toBe(200);
    expect((await call('GET', '/api/admin/dashboard', passed.json().token)).statusCode).toBe(200);
    const replay = await call('POST', '/api/auth/two-step/verify', again, { code: next });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(
      'That code is not right, or was already used. Try the next one.',
    );
  });

  it('takes each recovery code once', async () => {
    const { user } = await owner();
    const { recoveryCodes } = await enrolTwoStep(t.app, await loginAs(t.app, user.email));
    const session = await loginAs(t.app, user.email);
    const use = (code: string) =>
      call('POST', '/api/auth/two-step/verify', session, { recoveryCode: code });
    const ok = await use(recoveryCodes[0]!.toUpperCase());
    expect(ok.statusCode).toBe(200);
    expect((await call('GET', '/api/admin/dashboard', ok.json().token)).statusCode).toBe(200);
    expect((await use(recoveryCodes[0]!)).statusCode).toBe(401);
    expect((await use('abcd-efgh-jk')).statusCode).toBe(401);
    expect((await use(recoveryCodes[1]!)).statusCode).toBe(200);
  });

  it('is for owners only, and refuses malformed input with a 400', async () => {
    const customer = await signedInUser(t.app, t.db);
    expect((await call('POST', '/api/auth/two-step/setup', customer.token, {})).statusCode).toBe(
      403,
    );
    const { password } = await owner();
    const bad = await call('POST', '/api/auth/two-step/verify', password, { code: '12ab56' });
    expect(bad.statusCode).toBe(400);
    const both = await call('POST', '/api/auth/two-step/verify', password, {});
    expect(both.statusCode).toBe(400);
  });

  it('keeps the second step when the owner signs out everywhere else from a passed session', async () => {
    const owner = await signedInUser(t.app, t.db, { role: 'admin' });
    const res = await call('POST', '/api/users/sign-out-everywhere', owner.token, {});
    expect(res.statusCode).toBe(200);
    expect((await call('GET', '/api/admin/dashboard', res.json().token)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/dashboard', owner.token)).statusCode).toBe(401);
  });
});
