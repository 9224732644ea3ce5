import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayRefusal } from './gateway';
import { createRazorpayGateway } from './razorpay';

// A local fake of Razorpay's Orders API: checks basic auth, echoes an order like Razorpay does.
let server: Server;
let lastRequest: { auth?: string; body: Record<string, unknown> } | undefined;
let failNext = false;
/** The fake's refunds by X-Refund-Idempotency key: a repeated key answers with the same refund. */
const refundsByKey = new Map<string, Record<string, unknown>>();
let refundHeaders: Record<string, string | string[] | undefined> = {};
const CAPTURED = 50_000;

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
    const refundPath = req.url?.match(/^\/v1\/payments\/([\w]+)\/refund$/);
    if (refundPath && req.method === 'POST') {
      // Razorpay's Refunds API: amount in paise, at most what was captured, normal speed.
      refundHeaders = req.headers;
      const key = String(req.headers['x-refund-idempotency'] ?? '');
      const seen = refundsByKey.get(key);
      if (seen) return res.writeHead(200).end(JSON.stringify(seen));
      const given = [...refundsByKey.values()].reduce((n, r) => n + Number(r.amount), 0);
      if (Number(body.amount) + given > CAPTURED) {
        return res.writeHead(400).end(
          JSON.stringify({
            error: {
              code: 'BAD_REQUEST_ERROR',
              description: 'The refund amount provided is greater than amount captured',
              source: 'business',
              step: 'payment_initiation',
              reason: 'input_validation_failed',
              metadata: { payment_id: refundPath[1] },
              field: 'amount',
            },
          }),
        );
      }
      const refund = {
        id: `rfnd_FAKE${refundsByKey.size + 1}`,
        entity: 'refund',
        amount: body.amount,
        currency: 'INR',
        payment_id: refundPath[1],
        notes: body.notes,
        receipt: body.receipt ?? null,
        status: 'processed',
        speed_requested: body.speed,
        speed_processed: 'normal',
        created_at: 1_732_000_000,
      };
      refundsByKey.set(key, refund);
      return res.writeHead(200).end(JSON.stringify(refund));
    }
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

  it('refunds through the Refunds API, once per idempotency key, never beyond the capture', async () => {
    const ask = (amountMinor: number, idempotencyKey: string) =>
      gateway().refund({
        paymentId: 'pay_29QQoUBi66xm2f',
        amountMinor,
        notes: { order: 'MM-261122-ABCDEF' },
        idempotencyKey,
      });
    const first = await ask(20_000, 'key-one-000000');
    expect(first).toEqual({
      id: 'rfnd_FAKE1',
      paymentId: 'pay_29QQoUBi66xm2f',
      amount: 20_000,
      status: 'processed',
    });
    expect(refundHeaders['x-refund-idempotency']).toBe('key-one-000000');
    expect(lastRequest?.body).toMatchObject({ amount: 20_000, speed: 'normal' });
    // The same key again (a retry after a timeout) is the same refund.
    expect((await ask(20_000, 'key-one-000000')).id).toBe('rfnd_FAKE1');
    await expect(ask(40_000, 'key-two-000000')).rejects.toBeInstanceOf(GatewayRefusal);
    await expect(ask(40_000, 'key-two-000000')).rejects.toThrow(
      'The refund amount provided is greater than amount captured',
    );
    expect((await ask(30_000, 'key-three-0000')).id).toBe('rfnd_FAKE2');
  });

  it('checks webhook signatures over the raw body with the webhook secret', () => {
    const raw = '{"event":"payment.captured"}';
    const signature = createHmac('sha256', 'hook_secret').update(raw).digest('hex');
    expect(gateway().verifyWebhookSignature(raw, signature)).toBe(true);
    expect(gateway().verifyWebhookSignature(`${raw} `, signature)).toBe(false);
  });
});
