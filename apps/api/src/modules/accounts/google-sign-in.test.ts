import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyAsGuest } from '../../test/checkout';
import { createUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

const CLIENT_ID = 'shop-test.apps.googleusercontent.com';
let t: Awaited<ReturnType<typeof createTestApp>>;
let jwksServer: Server;
let googleKey: CryptoKey;
let strangerKey: CryptoKey;

beforeAll(async () => {
  // A local stand-in for Google's JWKS endpoint, serving our test key.
  const pair = await generateKeyPair('RS256', { extractable: true });
  googleKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  jwksServer = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  const port = (jwksServer.address() as AddressInfo).port;
  t = await createTestApp({
    googleClientId: CLIENT_ID,
    googleJwksUrl: `http://127.0.0.1:${port}/certs`,
  });
});
afterAll(async () => {
  jwksServer.close();
  await t.close();
});

const baseClaims = (sub: string, email: string): JWTPayload => ({
  sub,
  email,
  email_verified: true,
  name: 'Kavya Rao',
  picture: 'https://lh3.googleusercontent.com/a/kavya=s96-c',
});

function credential(
  claims: JWTPayload,
  opts: { key?: CryptoKey; iss?: string; aud?: string; exp?: string | number } = {},
) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer(opts.iss ?? 'https://accounts.google.com')
    .setAudience(opts.aud ?? CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime(opts.exp ?? '10m')
    .sign(opts.key ?? googleKey);
}

const signIn = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/provider/google', payload: { token } });

describe('POST /api/provider/google', () => {
  it('creates one account on first sign-in and reuses it after, with a 1-hour cookie', async () => {
    const first = await signIn(await credential(baseClaims('g-100', 'kavya@example.com')));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, token: expect.any(String) });
    expect([first.headers['set-cookie']].flat().join('\n')).toMatch(
      /user_access_token=[^;]+;\s*Max-Age=3600/,
    );
    const second = await signIn(await credential(baseClaims('g-100', 'kavya@example.com')));
    const me1 = await t.app.inject({
      method: 'POST',
      url: '/api/users/fetch',
      headers: { 'auth-token': first.json().token },
    });
    const me2 = await t.app.inject({
      method: 'POST',
      url: '/api/users/fetch',
      headers: { 'auth-token': second.json().token },
    });
    expect(me1.json().user._id).toBe(me2.json().user._id);
    expect(me1.json().user).toMatchObject({ isLoginFromProvider: true, name: 'Kavya Rao' });
    expect(me1.json().user.profile).toBe(
      `/proxy-profile-image?url=${encodeURIComponent('https://lh3.googleusercontent.com/a/kavya=s96-c')}`,
    );
  });

  it('links an existing password account with the same verified e-mail', async () => {
    const user = await createUser(t.db, { email: 'linked@example.com' });
    const res = await signIn(await credential(baseClaims('g-200', 'Linked@Example.com')));
    const me = await t.app.inject({
      method: 'POST',
      url: '/api/users/fetch',
      headers: { 'auth-token': res.json().token },
    });
    expect(me.json().user._id).toBe(user.id);
  });

  it.each([
    [
      'wrong audience',
      () => credential(baseClaims('g-3', 'a@example.com'), { aud: 'someone-else' }),
    ],
    [
      'wrong issuer',
      () => credential(baseClaims('g-3', 'a@example.com'), { iss: 'https://evil.test' }),
    ],
    [
      'expired',
      () =>
        credential(baseClaims('g-3', 'a@example.com'), { exp: Math.floor(Date.now() / 1000) - 60 }),
    ],
    [
      'unverified e-mail',
      () => credential({ ...baseClaims('g-3', 'a@example.com'), email_verified: false }),
    ],
    ['unknown key', () => credential(baseClaims('g-3', 'a@example.com'), { key: strangerKey })],
    [
      'alg none',
      async () => {
        const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
        return `${enc({ alg: 'none', kid: 'test-key' })}.${enc({ ...baseClaims('g-3', 'a@example.com'), iss: 'https://accounts.google.com', aud: CLIENT_ID, exp: Math.floor(Date.now() / 1000) + 600 })}.`;
      },
    ],
    ['garbage', async () => 'not-a-jwt'],
  ])('rejects a token with %s', async (_name, make) => {
    const res = await signIn(await make());
    expect(res.statusCode).toBe(401);
    expect(res.json().success).toBe(false);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('Google sign-in and guest orders (issue 27)', () => {
  it("adds the proven e-mail's guest orders to the account at once", async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/products/get-products' })).json();
    const product = (list.products as { _id: string; countInStock: number }[]).find(
      (p) => p.countInStock >= 2,
    )!;
    const { orderNumber } = await buyAsGuest(t.app, 'tara.guest@example.com', [
      { id: product._id, quantity: 1 },
    ]);
    const res = await signIn(await credential(baseClaims('g-900', 'Tara.Guest@example.com')));
    expect(res.statusCode).toBe(200);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/products/my-orders',
      headers: { 'auth-token': res.json().token },
    });
    expect(mine.json().orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([
      orderNumber,
    ]);
  });
});
