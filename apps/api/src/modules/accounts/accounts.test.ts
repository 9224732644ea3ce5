import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { revokedTokens } from '../../db/schema';
import { createUser, latestMail, loginAs, signedInUser, TEST_PASSWORD } from '../../test/factories';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

const valid = {
  name: 'Meera Iyer',
  email: 'meera@example.com',
  number: '+91 98450 00000',
  password: 'secret1',
};

describe('POST /api/users/register', () => {
  it.each([
    [{ ...valid, name: ' ' }, 'name', 'Name is required'],
    [{ ...valid, number: '' }, 'number', 'number is required'],
    [{ ...valid, email: '' }, 'email', 'Email is required'],
    [{ ...valid, email: 'meera@' }, 'email', 'Email is invalid'],
    [{ ...valid, password: '' }, 'password', 'Password is required'],
    [{ ...valid, password: '12345' }, 'password', 'Password must be at least 6 characters'],
  ])('rejects %j with "%s: %s"', async (payload, field, message) => {
    const res = await post('/api/users/register', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message, errors: { [field]: message } });
  });

  it('creates the account, mails a welcome and refuses the same e-mail in another case', async () => {
    const res = await post('/api/users/register', valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Account created successfully. You are now signed in.',
      user: { name: 'Meera Iyer', email: 'meera@example.com' },
    });
    expect((await latestMail(t.db, 'meera@example.com')).subject).toBe('Welcome to Mindful Marks');
    const again = await post('/api/users/register', { ...valid, email: 'MEERA@Example.com' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already exists/);
  });

  it('signs the new shopper in: the session cookie it sets opens /api/users/fetch', async () => {
    const res = await post('/api/users/register', { ...valid, email: 'ravi@example.com' });
    expect(res.statusCode).toBe(201);
    const cookie = [res.headers['set-cookie']]
      .flat()
      .map(String)
      .find((c) => c.startsWith('user_access_token='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    // No Max-Age: like a login without "Remember me", it ends with the browser session.
    expect(cookie).not.toMatch(/Max-Age/i);
    const me = await post(
      '/api/users/fetch',
      {},
      { cookie: cookie.split(';')[0]!, origin: 'http://localhost:3000' },
    );
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({ email: 'ravi@example.com', role: 'customer' });
    expect(res.json().token).toEqual(expect.any(String));
  });
});

describe('POST /api/users/login', () => {
  it('answers a wrong password and an unknown e-mail alike', async () => {
    const user = await createUser(t.db);
    for (const payload of [
      { email: user.email, password: 'wrong-pass' },
      { email: 'nobody@example.com', password: TEST_PASSWORD },
    ]) {
      const res = await post('/api/users/login', payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'Invalid email or password' });
    }
  });

  it.each([
    [{ email: '', password: 'x' }, 'Email is required'],
    [{ email: 'bad', password: 'x' }, 'Email is invalid'],
    [{ email: 'a@b.co', password: '' }, 'Password is required'],
  ])('validates %j', async (payload, message) => {
    expect((await post('/api/users/login', payload)).json().message).toBe(message);
  });

  it('sets an httpOnly, SameSite=Lax cookie for 7 days, or for the session without Remember me', async () => {
    const user = await createUser(t.db);
    const res = await post('/api/users/login', {
      email: user.email.toUpperCase(),
      password: TEST_PASSWORD,
      rememberMe: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, token: expect.any(String) });
    const cookies = [res.headers['set-cookie']].flat().map(String);
    const cookie = cookies.find((c) => c.startsWith('user_access_token='))!;
    expect(cookies.find((c) => c.startsWith('signed_in=1'))).not.toContain('HttpOnly');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Max-Age=604800');
    expect(cookie).not.toContain('Secure');
    const session = await post('/api/users/login', {
      email: user.email,
      password: TEST_PASSWORD,
      rememberMe: false,
    });
    expect([session.headers['set-cookie']].flat().join('\n')).not.toContain('Max-Age');
  });
});

describe('the access token', () => {
  it('works in the auth-token header and in the cookie, and never exposes the hash', async () => {
    const { user, token } = await signedInUser(t.app, t.db);
    const byHeader = await post('/api/users/fetch', {}, { 'auth-token': token });
    expect(byHeader.statusCode).toBe(200);
    expect(byHeader.json().user).toMatchObject({
      _id: user.id,
      email: user.email,
      name: user.name,
      isLoginFromProvider: false,
    });
    expect(byHeader.body).not.toContain('scrypt');
    const byCookie = await t.app.inject({
      method: 'POST',
      url: '/api/users/fetch',
      cookies: { user_access_token: token },
      headers: { origin: 'http://localhost:3000' },
    });
    expect(byCookie.json().user._id).toBe(user.id);
  });

  it('refuses a cookie-authenticated unsafe call from another origin (CSRF)', async () => {
    const { token } = await signedInUser(t.app, t.db);
    for (const headers of [{}, { origin: 'https://evil.test' }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/fetch',
        cookies: { user_access_token: token },
        headers,
      });
      expect(res.statusCode).toBe(403);
    }
  });

  it('answers 401 without a token or with a forged one', async () => {
    expect((await post('/api/users/fetch', {})).statusCode).toBe(401);
    expect(
      (await post('/api/users/fetch', {}, { 'auth-token': 'eyJhbGciOiJub25lIn0.e30.' })).statusCode,
    ).toBe(401);
  });

  it('is cleared by logout', async () => {
    const res = await post('/api/users/logout', {});
    const cleared = [res.headers['set-cookie']].flat().join('\n');
    expect(cleared).toMatch(/user_access_token=;.*Expires=Thu, 01 Jan 1970/);
    expect(cleared).toMatch(/signed_in=;.*Expires=Thu, 01 Jan 1970/);
  });
});

describe('sessions the customer controls (issue 17)', () => {
  const fetchWith = (token: string) => post('/api/users/fetch', {}, { 'auth-token': token });

  it('logout revokes that token on the server; another session of the account goes on', async () => {
    const { user, token } = await signedInUser(t.app, t.db);
    const other = await loginAs(t.app, user.email);
    expect((await fetchWith(token)).statusCode).toBe(200);
    const out = await post('/api/users/logout', {}, { 'auth-token': token });
    expect(out.statusCode).toBe(200);
    const after = await fetchWith(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Your session has expired. Please log in again.');
    expect((await fetchWith(other)).statusCode).toBe(200);
    // Logging out twice, or with rubbish, is harmless.
    expect((await post('/api/users/logout', {}, { 'auth-token': token })).statusCode).toBe(200);
    expect((await post('/api/users/logout', {}, { 'auth-token': 'x.y.z' })).statusCode).toBe(200);
  });

  it('"Sign out of all devices" ends every other session and keeps this device signed in', async () => {
    const { user, token } = await signedInUser(t.app, t.db);
    const phone = await loginAs(t.app, user.email);
    const res = await post('/api/users/sign-out-everywhere', {}, { 'auth-token': token });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'You are signed out on every other device. This one stays signed in.',
    );
    expect((await fetchWith(phone)).statusCode).toBe(401);
    expect((await fetchWith(token)).statusCode).toBe(401);
    expect((await fetchWith(res.json().token)).statusCode).toBe(200);
    expect((await post('/api/users/sign-out-everywhere', {})).statusCode).toBe(401);
  });

  it('forgets revoked tokens once they have expired', async () => {
    const { token } = await signedInUser(t.app, t.db);
    await post('/api/users/logout', {}, { 'auth-token': token });
    const count = async () => (await t.db.select().from(revokedTokens)).length;
    const before = await count();
    await t.db.update(revokedTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    await t.app.services.accounts.purgeExpiredSecurityRecords();
    expect(before).toBeGreaterThan(0);
    expect(await count()).toBe(0);
  });

  it('an owner session lasts 12 hours at most, a customer one 7 days', async () => {
    const lifetime = (token: string) => {
      const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
        iat: number;
        exp: number;
      };
      return payload.exp - payload.iat;
    };
    const admin = await signedInUser(t.app, t.db, { role: 'admin' });
    const customer = await signedInUser(t.app, t.db);
    expect(lifetime(admin.token)).toBe(12 * 60 * 60);
    expect(lifetime(customer.token)).toBe(7 * 24 * 60 * 60);
  });
});

describe('PUT /api/users/edit', () => {
  const profile = {
    name: 'Asha',
    gender: 'Verma',
    number: '+91 90000 00000',
    shippingAddress: {
      street: '12 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      zipCode: '560001',
      country: 'India',
    },
  };

  it('changes only name, gender, number and address of the caller', async () => {
    const { user, headers } = await signedInUser(t.app, t.db);
    const other = await createUser(t.db);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/edit',
      headers,
      payload: { ...profile, email: 'hijack@example.com', role: 'admin', _id: other.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      user: {
        _id: user.id,
        email: user.email,
        role: 'customer',
        name: 'Asha',
        shippingAddress: profile.shippingAddress,
      },
    });
    const untouched = await post('/api/users/login', {
      email: other.email,
      password: TEST_PASSWORD,
    });
    expect(untouched.json().user.name).toBe(other.name);
  });

  it("saves a new customer's first profile without a gender, and keeps a stored one when left out", async () => {
    const { user, headers } = await signedInUser(t.app, t.db);
    const edit = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/users/edit', headers, payload });
    const { gender: _left, ...withoutGender } = profile;

    const first = await edit(withoutGender);
    expect(first.statusCode).toBe(200);
    expect(first.json().user).toMatchObject({ _id: user.id, name: 'Asha', gender: '' });

    expect((await edit({ ...profile, gender: '' })).statusCode).toBe(200);
    expect((await edit(profile)).json().user.gender).toBe('Verma');
    expect((await edit(withoutGender)).json().user.gender).toBe('Verma');
  });

  it.each([
    ['name', 'First name is required'],
    ['number', 'Phone number is required'],
  ])('requires %s: "%s"', async (field, message) => {
    const { headers } = await signedInUser(t.app, t.db);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/edit',
      headers,
      payload: { ...profile, [field]: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});
