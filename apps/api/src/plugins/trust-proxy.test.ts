/**
 * Whose X-Forwarded-For counts (TRUST_PROXY). The abuse limits key on request.ip, so trusting any
 * client's header would let one address rotate it past every per-address limit.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config';
import { createTestApp } from '../test/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const registration = () => ({
  name: 'Spam',
  email: `spam.${randomBytes(4).toString('hex')}@example.com`,
  number: '1',
  password: 'secret1',
});
const contactMessage = {
  name: 'Spam',
  email: 'spam@example.com',
  subject: 'Offer',
  message: 'Cheap followers, buy now please',
};

/** Status codes of `count` posts, each with the X-Forwarded-For `forwardedFor(i)`. */
async function statuses(
  t: TestApp,
  url: string,
  payload: () => object,
  count: number,
  remoteAddress: string,
  forwardedFor: (i: number) => string,
) {
  const codes: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload: payload(),
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor(i) },
    });
    codes.push(res.statusCode);
  }
  return codes;
}

const rotating = (i: number) => `198.51.100.${i + 1}`;
const tenAllowed = [...Array<number>(10).fill(201), 429];
const fiveAllowed = [...Array<number>(5).fill(201), 429];

function withApp(overrides: Partial<Config>, run: (get: () => TestApp) => void) {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(overrides);
  });
  afterAll(() => t.close());
  run(() => t);
}

// Production mode: the shop measured in the issue trusted every X-Forwarded-For there.
describe('TRUST_PROXY unset (production)', () => {
  withApp({ mode: 'production', trustProxy: false }, (app) => {
    it('counts registrations by the socket address, whatever X-Forwarded-For says', async () => {
      const codes = await statuses(
        app(),
        '/api/users/register',
        registration,
        11,
        '203.0.113.7',
        rotating,
      );
      expect(codes).toEqual(tenAllowed);
    });

    it('counts contact messages by the socket address too', async () => {
      const codes = await statuses(
        app(),
        '/api/contact/send-message',
        () => contactMessage,
        6,
        '203.0.113.8',
        rotating,
      );
      expect(codes).toEqual(fiveAllowed);
    });
  });
});

describe('TRUST_PROXY listing the load balancer', () => {
  const proxy = '10.0.0.2';
  withApp({ mode: 'production', trustProxy: ['10.0.0.0/24'] }, (app) => {
    it('counts each forwarded client on its own', async () => {
      const codes = await statuses(app(), '/api/users/register', registration, 12, proxy, rotating);
      expect(codes).toEqual(Array<number>(12).fill(201));
    });

    it('still limits a client that forges the header behind the proxy', async () => {
      // The proxy appends the address it saw; what the client wrote comes before it.
      const forged = (i: number) => `${rotating(i)}, 192.0.2.50`;
      const codes = await statuses(
        app(),
        '/api/contact/send-message',
        () => contactMessage,
        6,
        proxy,
        forged,
      );
      expect(codes).toEqual(fiveAllowed);
    });

    it('ignores X-Forwarded-For from an address that is not a listed proxy', async () => {
      const codes = await statuses(
        app(),
        '/api/users/register',
        registration,
        11,
        '192.0.2.99',
        rotating,
      );
      expect(codes).toEqual(tenAllowed);
    });
  });
});

describe('TRUST_PROXY as a hop count', () => {
  withApp({ mode: 'production', trustProxy: 1 }, (app) => {
    it('takes the address the nearest proxy saw, not what the client forged', async () => {
      const forged = (i: number) => `${rotating(i)}, 192.0.2.60`;
      const codes = await statuses(
        app(),
        '/api/contact/send-message',
        () => contactMessage,
        6,
        '10.0.0.3',
        forged,
      );
      expect(codes).toEqual(fiveAllowed);
    });
  });
});
