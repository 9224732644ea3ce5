/**
 * Shiprocket's API (apiv2.shiprocket.in/v1/external) behind the aggregator interface: sign in for
 * a token (or use one given), create an ad hoc order, assign its AWB, generate the label and the
 * pickup, and read the waybill's tracking. The local sandbox answers the same requests.
 */
import { AggregatorError, type ShipmentRequest, type ShippingAggregator } from './aggregator';
import {
  eventKeyOf,
  shiprocketStatus,
  shiprocketTime,
  type TrackingUpdate,
} from './tracking-update';

type Options = {
  email?: string;
  password?: string;
  token?: string;
  apiUrl: string;
  fetchImpl?: typeof fetch;
  /** The pickup address's name in the Shiprocket panel. */
  pickupLocation?: string;
  kind?: 'shiprocket' | 'sandbox';
};

type Json = Record<string, unknown>;
type Activity = { date?: string; activity?: string; location?: string; 'sr-status-label'?: string };

const orderBody = (r: ShipmentRequest, pickupLocation: string) => ({
  order_id: r.orderNumber,
  order_date: r.orderDate.toISOString().slice(0, 16).replace('T', ' '),
  pickup_location: pickupLocation,
  billing_customer_name: r.customer.name,
  billing_last_name: '',
  billing_address: r.address.line1,
  billing_city: r.address.city,
  billing_pincode: r.address.pincode,
  billing_state: r.address.state,
  billing_country: r.address.country,
  billing_email: r.customer.email,
  billing_phone: r.customer.phone,
  shipping_is_billing: true,
  order_items: r.items.map((i) => ({
    name: i.name,
    sku: i.sku,
    units: i.units,
    selling_price: i.sellingPrice,
  })),
  payment_method: r.cashOnDelivery ? 'COD' : 'Prepaid',
  sub_total: r.subTotal,
  length: r.parcel.lengthCm,
  breadth: r.parcel.breadthCm,
  height: r.parcel.heightCm,
  weight: r.parcel.weightKg,
});

/** A scan as the shop reads it; none for scans the shop does not act on. */
function updateOf(awb: string, scan: Activity): TrackingUpdate | null {
  const label = scan['sr-status-label'] ?? '';
  const status = shiprocketStatus(label);
  const occurredAt = scan.date ? shiprocketTime(scan.date) : undefined;
  if (!status || !occurredAt) return null;
  const where = scan.location ? ` (${scan.location})` : '';
  return {
    awb,
    eventKey: eventKeyOf(status, occurredAt),
    status,
    detail: `${label}${scan.activity ? `: ${scan.activity}` : ''}${where}`,
    occurredAt,
  };
}

export function createShiprocketAggregator(options: Options): ShippingAggregator {
  const fetchImpl = options.fetchImpl ?? fetch;
  let token = options.token;

  async function call(path: string, init: { method?: string; body?: unknown } = {}) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await fetchImpl(new URL(`/v1/external${path}`, options.apiUrl), {
      method: init.method ?? 'POST',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }).catch((err: unknown) => {
      throw new AggregatorError('Shiprocket could not be reached', { cause: err });
    });
    const json = (await response.json().catch(() => ({}))) as Json;
    if (!response.ok)
      throw new AggregatorError(
        `Shiprocket refused ${path}: ${typeof json.message === 'string' ? json.message : response.status}`,
      );
    return json;
  }

  async function signIn() {
    if (token) return;
    const json = await call('/auth/login', {
      body: { email: options.email, password: options.password },
    });
    if (typeof json.token !== 'string') throw new AggregatorError('Shiprocket gave no token');
    token = json.token;
  }

  return {
    kind: options.kind ?? 'shiprocket',

    async createShipment(request) {
      await signIn();
      const order = await call('/orders/create/adhoc', {
        body: orderBody(request, options.pickupLocation ?? 'Primary'),
      });
      const shipmentId = String(order.shipment_id ?? '');
      if (!shipmentId) throw new AggregatorError('Shiprocket gave no shipment id');
      const assigned = await call('/courier/assign/awb', { body: { shipment_id: shipmentId } });
      const data = (assigned.response as { data?: Json } | undefined)?.data ?? {};
      if (assigned.awb_assign_status !== 1 || typeof data.awb_code !== 'string')
        throw new AggregatorError('Shiprocket assigned no AWB');
      return { shipmentId, awb: data.awb_code, courierName: String(data.courier_name ?? '') };
    },

    async label(shipmentId) {
      await signIn();
      const json = await call('/courier/generate/label', { body: { shipment_id: [shipmentId] } });
      if (json.label_created !== 1 || typeof json.label_url !== 'string')
        throw new AggregatorError('Shiprocket made no label');
      const pdf = await fetchImpl(json.label_url);
      if (!pdf.ok) throw new AggregatorError('The label could not be downloaded');
      return Buffer.from(await pdf.arrayBuffer());
    },

    async schedulePickup(shipmentId) {
      await signIn();
      const json = await call('/courier/generate/pickup', { body: { shipment_id: [shipmentId] } });
      const when = (json.response as Json | undefined)?.pickup_scheduled_date;
      const pickupAt = typeof when === 'string' ? shiprocketTime(when) : undefined;
      if (json.pickup_status !== 1 || !pickupAt)
        throw new AggregatorError('Shiprocket scheduled no pickup');
      return { pickupAt };
    },

    async trackingUpdates(awb) {
      await signIn();
      const json = await call(`/courier/track/awb/${encodeURIComponent(awb)}`, { method: 'GET' });
      const data = (json.tracking_data ?? {}) as { shipment_track_activities?: Activity[] | null };
      return (data.shipment_track_activities ?? [])
        .map((scan) => updateOf(awb, scan))
        .filter((u): u is TrackingUpdate => u !== null)
        .sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
    },
  };
}
