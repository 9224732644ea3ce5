/**
 * The offline Shiprocket (record 058): a fetch that answers Shiprocket's requests as Shiprocket
 * does (sign-in, bearer token, ad hoc order, AWB, label PDF, pickup, tracking) from memory, so the
 * adapter that runs against the real service is the code the embedded shop and the tests run.
 * `advance` plays the courier: it adds a scan and answers the webhook body Shiprocket would send.
 */
import { randomBytes, randomInt } from 'node:crypto';
import PDFDocument from 'pdfkit';
import { createShiprocketAggregator } from './shiprocket';

export const SANDBOX_SHIPROCKET_URL = 'https://sandbox.shiprocket.invalid';
const ACCOUNT = { email: 'sandbox@mindfulmarks.in', password: 'sandbox-password' };

type Scan = { date: string; activity: string; location: string; 'sr-status-label': string };
type Shipment = {
  id: string;
  awb?: string;
  order: Record<string, unknown>;
  scans: Scan[];
};

/** 'YYYY-MM-DD HH:mm:ss' in India time, as Shiprocket writes its dates. */
function istText(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 19).replace('T', ' ');
}

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function labelPdf(shipment: Shipment): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A6', margin: 20 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  const o = shipment.order;
  doc.fontSize(14).text('Blue Dart');
  doc.fontSize(12).text(`AWB ${shipment.awb ?? ''}`);
  doc.fontSize(9).text(`Order ${String(o.order_id)}`);
  doc.text(`Ship to: ${String(o.billing_customer_name)}`);
  doc.text(`${String(o.billing_address)}, ${String(o.billing_city)} ${String(o.billing_pincode)}`);
  doc.text(o.payment_method === 'COD' ? `COD: collect Rs ${String(o.sub_total)}` : 'Prepaid');
  doc.end();
  return done;
}

/** The fields Shiprocket refuses an order without (422, each named). */
function missingFields(body: Record<string, unknown>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const field of ['order_id', 'billing_customer_name', 'billing_address', 'billing_city'])
    if (typeof body[field] !== 'string' || !body[field])
      errors[field] = [`The ${field} field is required.`];
  if (!/^\d{6}$/.test(String(body.billing_pincode ?? '')))
    errors.billing_pincode = ['The billing pincode must be 6 digits.'];
  if (!Array.isArray(body.order_items) || body.order_items.length === 0)
    errors.order_items = ['The order items field is required.'];
  if (!(Number(body.weight) > 0)) errors.weight = ['The weight must be greater than 0.'];
  return errors;
}

type State = { token: string; shipments: Map<string, Shipment>; byAwb: Map<string, Shipment> };
type Route = (body: Record<string, unknown>, rest: string) => Promise<Response> | Response;

/** Shiprocket's endpoints (under /v1/external), answered from the sandbox's memory. */
function sandboxRoutes({ token, shipments, byAwb }: State): Record<string, Route> {
  return {
    'POST /auth/login': (body) =>
      body.email === ACCOUNT.email && body.password === ACCOUNT.password
        ? reply(200, { token, email: ACCOUNT.email })
        : reply(401, { message: 'Invalid email and password combination', status_code: 401 }),
    'POST /orders/create/adhoc': (body) => {
      const errors = missingFields(body);
      if (Object.keys(errors).length > 0)
        return reply(422, { message: 'Oops! Invalid Data.', errors, status_code: 422 });
      const id = String(randomInt(100_000_000, 999_999_999));
      shipments.set(id, { id, order: body, scans: [] });
      return reply(200, {
        order_id: randomInt(1e8, 1e9),
        shipment_id: Number(id),
        status: 'NEW',
        status_code: 1,
      });
    },
    'POST /courier/assign/awb': (body) => {
      const shipment = shipments.get(String(body.shipment_id));
      if (!shipment) return reply(400, { message: 'Invalid shipment id', status_code: 400 });
      shipment.awb ??= String(randomInt(10_000_000_000, 99_999_999_999));
      byAwb.set(shipment.awb, shipment);
      return reply(200, {
        awb_assign_status: 1,
        response: {
          data: {
            awb_code: shipment.awb,
            courier_company_id: 10,
            courier_name: 'Blue Dart',
            shipment_id: Number(shipment.id),
          },
        },
      });
    },
    'POST /courier/generate/label': (body) => {
      const [id] = Array.isArray(body.shipment_id) ? body.shipment_id.map(String) : [];
      if (!id || !shipments.get(id)?.awb)
        return reply(400, { message: 'AWB not assigned', status_code: 400 });
      return reply(200, {
        label_created: 1,
        label_url: `${SANDBOX_SHIPROCKET_URL}/labels/${id}.pdf`,
        response: 'Label has been created and uploaded successfully!',
      });
    },
    'POST /courier/generate/pickup': (body) => {
      const [id] = Array.isArray(body.shipment_id) ? body.shipment_id.map(String) : [];
      const shipment = id ? shipments.get(id) : undefined;
      if (!shipment?.awb) return reply(400, { message: 'AWB not assigned', status_code: 400 });
      const tomorrow = istText(new Date(Date.now() + 86_400_000)).slice(0, 10);
      shipment.scans.push({
        date: istText(new Date()),
        activity: 'Pickup scheduled',
        location: 'Hyderabad',
        'sr-status-label': 'PICKUP SCHEDULED',
      });
      return reply(200, {
        pickup_status: 1,
        response: {
          pickup_scheduled_date: `${tomorrow} 10:00:00`,
          pickup_token_number: `Reference No: ${shipment.id}`,
          status: 3,
        },
      });
    },
    'GET /courier/track/awb': (_body, awb) => {
      const shipment = byAwb.get(decodeURIComponent(awb));
      if (!shipment) return reply(404, { message: 'AWB not found', status_code: 404 });
      // Shiprocket lists the newest scan first.
      return reply(200, {
        tracking_data: {
          track_status: 1,
          shipment_track_activities: [...shipment.scans].reverse(),
        },
      });
    },
  };
}

export function createShiprocketSandbox() {
  const token = `sandbox.${randomBytes(12).toString('hex')}`;
  const shipments = new Map<string, Shipment>();
  const byAwb = new Map<string, Shipment>();

  const routes = sandboxRoutes({ token, shipments, byAwb });

  const sandboxFetch: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = (init?.method ?? 'GET').toUpperCase();
    const label = /^\/labels\/(\d+)\.pdf$/.exec(url.pathname);
    if (label && method === 'GET') {
      const shipment = shipments.get(label[1]!);
      if (!shipment) return reply(404, { message: 'Not found' });
      return new Response(new Uint8Array(await labelPdf(shipment)), {
        headers: { 'content-type': 'application/pdf' },
      });
    }
    const path = url.pathname.replace(/^\/v1\/external/, '');
    const tracked = /^\/courier\/track\/awb\/(.+)$/.exec(path);
    const key = tracked ? 'GET /courier/track/awb' : `${method} ${path}`;
    const route = routes[key];
    if (!route) return reply(404, { message: 'Not found', status_code: 404 });
    const authorised =
      init?.headers && new Headers(init.headers).get('authorization') === `Bearer ${token}`;
    if (key !== 'POST /auth/login' && !authorised)
      return reply(401, { message: 'Token has expired', status_code: 401 });
    const body =
      typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    return route(body, tracked?.[1] ?? '');
  };

  return {
    url: SANDBOX_SHIPROCKET_URL,
    account: ACCOUNT,
    fetch: sandboxFetch,
    /**
     * Plays the courier: a scan with Shiprocket's status label ('IN TRANSIT', 'DELIVERED'...) at
     * `at`; answers the body of the webhook Shiprocket would send for it.
     */
    advance(awb: string, statusLabel: string, at = new Date(), activity = statusLabel) {
      const shipment = byAwb.get(awb);
      if (!shipment) throw new Error(`No sandbox shipment has AWB ${awb}`);
      const scan = {
        date: istText(at),
        activity,
        location: 'Hyderabad_Hub (Telangana)',
        'sr-status-label': statusLabel,
      };
      shipment.scans.push(scan);
      return {
        awb,
        courier_name: 'Blue Dart',
        current_status: statusLabel,
        shipment_status: statusLabel,
        // The webhook writes its time day first: '02 12 2026 14:10:00'.
        current_timestamp: scan.date.replace(/^(\d{4})-(\d{2})-(\d{2})/, '$3 $2 $1'),
        order_id: String(shipment.order.order_id),
        scans: shipment.scans,
      };
    },
  };
}

export type ShiprocketSandbox = ReturnType<typeof createShiprocketSandbox>;

/** The sandbox behind the Shiprocket adapter: what the embedded shop and the tests book with. */
export function createSandboxAggregator(sandbox = createShiprocketSandbox()) {
  return createShiprocketAggregator({
    ...sandbox.account,
    apiUrl: sandbox.url,
    fetchImpl: sandbox.fetch,
    kind: 'sandbox',
  });
}
