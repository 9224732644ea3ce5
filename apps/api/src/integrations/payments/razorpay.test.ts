import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRazorpayGateway } from './razorpay';

// A local fake of Razorpay's Orders API: checks basic auth, echoes an order like Razorpay does.
let server: Server;
let lastRequest: { auth?: string; body: Record<string, unknown> } | undefined;
let failNext = false;

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => resolve(data));
  });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = JSON.parse(await readBody(req));
    lastRequest = { auth: req.headers.authorization, body };
    res.setHeader('content-type', 'application/json');
    if (req.url !== '/v1/orders' || req.method !== 'POST') return res.writeHead(404).end('{}');
    if (
      req.headers.authorization !==
      `Basic ${Buffer.from('rzp_test_key:key_secret').toString('base64')}`
    ) {
      return res.writeHead(401).end(
        JSON.stringify({
          error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' },
        }),
      );
    }
    if (failNext) {
      failNext = false;
      return res.writeHead(400).end(
        JSON.stringify({
          error: {
            code: 'BAD_REQUEST_ERROR',
            description: 'amount exceeds maximum amount allowed',
          },
        }),
      );
    }
    res.writeHead(200).end(
      JSON.stringify({
        id: 'order_FAKE123',
        entity: 'order',
        amount: body.amount,
        currency: body.currency,
        receipt: body.receipt,
        status: 'created',
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => void server.close());

const gateway = (secret = 'key_secret') =>
  createRazorpayGateway({
    keyId: 'rzp_test_key',
    keySecret: secret,
    webhookSecret: 'hook_secret',
    apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  });

describe('razorpay gateway', () => {
  it('creates an order through the Orders API with basic auth', async () => {
    const order = await gateway().createOrder({
      amountMinor: 125_000,
      currency: 'INR',
      receipt: 'MM-261122-ABCDEF',
    });
    expect(order).toEqual({ id: 'order_FAKE123', amount: 125_000, currency: 'INR' });
    expect(lastRequest?.body).toMatchObject({
      amount: 125_000,
      currency: 'INR',
      receipt: 'MM-261122-ABCDEF',
    });
  });

  it("surfaces Razorpay's error description", async () => {
    failNext = true;
    await expect(
      gateway().createOrder({ amountMinor: 1, currency: 'INR', receipt: 'r' }),
    ).rejects.toThrow('amount exceeds maximum amount allowed');
    await expect(
      gateway('wrong').createOrder({ amountMinor: 1, currency: 'INR', receipt: 'r' }),
    ).rejects.toThrow('Authentication failed');
  });

  it("checks payment signatures with Razorpay's formula: HMAC-SHA256(order_id|payment_id, key secret)", () => {
    const signature = createHmac('sha256', 'key_secret')
      .update('order_FAKE123|pay_29QQoUBi66xm2f')
      .digest('hex');
    expect(
      gateway().verifyPaymentSignature({
        orderId: 'order_FAKE123',
        paymentId: 'pay_29QQoUBi66xm2f',
        signature,
      }),
    ).toBe(true);
    expect(
      gateway().verifyPaymentSignature({
        orderId: 'order_OTHER',
        paymentId: 'pay_29QQoUBi66xm2f',
        signature,
      }),
    ).toBe(false);
    expect(
      gateway().verifyPaymentSignature({
        orderId: 'order_FAKE123',
        paymentId: 'pay_29QQoUBi66xm2f',
        signature: signature.slice(0, -1),
      }),
    ).toBe(false);
  });

  it('checks webhook signatures over the raw body with the webhook secret', () => {
    const raw = '{"event":"payment.captured"}';
    const signature = createHmac('sha256', 'hook_secret').update(raw).digest('hex');
    expect(gateway().verifyWebhookSignature(raw, signature)).toBe(true);
    expect(gateway().verifyWebhookSignature(`${raw} `, signature)).toBe(false);
  });
});
