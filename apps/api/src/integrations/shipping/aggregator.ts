/**
 * What the shop needs from a shipping aggregator (record 058): book a shipment and get its air
 * waybill, its label, a pickup, and the parcel's tracking updates. Shiprocket and the local
 * sandbox (which speaks Shiprocket's API) both follow it.
 */
import type { TrackingUpdate } from './tracking-update';

export type ShipmentRequest = {
  orderNumber: string;
  orderDate: Date;
  customer: { name: string; email: string; phone: string };
  address: { line1: string; city: string; state: string; pincode: string; country: string };
  items: { name: string; sku: string; units: number; sellingPrice: number }[];
  /** Rupees, as Shiprocket takes them. */
  subTotal: number;
  cashOnDelivery: boolean;
  parcel: { lengthCm: number; breadthCm: number; heightCm: number; weightKg: number };
};

export type BookedShipment = { shipmentId: string; awb: string; courierName: string };

export interface ShippingAggregator {
  readonly kind: 'shiprocket' | 'sandbox';
  createShipment(request: ShipmentRequest): Promise<BookedShipment>;
  /** The label to stick on the parcel (PDF bytes). */
  label(shipmentId: string): Promise<Buffer>;
  /** Asks the courier to collect; answers the day and time it will. */
  schedulePickup(shipmentId: string): Promise<{ pickupAt: Date }>;
  /** Every update the courier has for the waybill, oldest first (for polling). */
  trackingUpdates(awb: string): Promise<TrackingUpdate[]>;
}

/** The aggregator said no or could not be reached; nothing was booked when it said no. */
export class AggregatorError extends Error {}
