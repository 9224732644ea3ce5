/**
 * A courier's tracking update as the shop acts on it (record 058), and Shiprocket's webhook body
 * reshaped into one. The sandbox aggregator sends the same body, so both read the same way.
 */
import type { ShipmentStatus } from '@shop/shared';
import { z } from 'zod';

export type TrackingUpdate = {
  /** The air waybill: the tracking number the order carries. */
  awb: string;
  /** Once per event: the provider's id, or its status and time. */
  eventKey: string;
  status: ShipmentStatus;
  /** The provider's own words, with the place when it gives one. */
  detail: string;
  occurredAt: Date;
};

/**
 * One update's key, the same whether a webhook brings it or a poll finds it: the shop's status and
 * the courier's time (Shiprocket's webhook carries no event id).
 */
export const eventKeyOf = (status: ShipmentStatus, occurredAt: Date) =>
  `${status}@${occurredAt.toISOString()}`;

/** Shiprocket's shipment statuses, by name (upper case) then by id, in the shop's words. */
const BY_NAME: Record<string, ShipmentStatus> = {
  SHIPPED: 'in_transit',
  'PICKED UP': 'in_transit',
  'IN TRANSIT': 'in_transit',
  'REACHED AT DESTINATION HUB': 'in_transit',
  'OUT FOR DELIVERY': 'out_for_delivery',
  DELIVERED: 'delivered',
  UNDELIVERED: 'failed_delivery',
  'FAILED DELIVERY': 'failed_delivery',
};
const BY_ID: Record<number, ShipmentStatus> = {
  6: 'in_transit',
  42: 'in_transit',
  18: 'in_transit',
  17: 'out_for_delivery',
  7: 'delivered',
  21: 'failed_delivery',
  9: 'returned_to_origin',
  10: 'returned_to_origin',
};

export function shiprocketStatus(name: string, id?: number): ShipmentStatus | undefined {
  const upper = name.trim().toUpperCase();
  if (upper.startsWith('RTO')) return 'returned_to_origin';
  if (upper.startsWith('UNDELIVERED')) return 'failed_delivery';
  return BY_NAME[upper] ?? (id === undefined ? undefined : BY_ID[id]);
}

/** '23 05 2023 11:43:52' or '2023-05-23 11:43:52', India time (Shiprocket's two formats). */
export function shiprocketTime(value: string): Date | undefined {
  const dmy = /^(\d{2}) (\d{2}) (\d{4}) (\d{2}):(\d{2}):(\d{2})$/.exec(value.trim());
  const ymd = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(value.trim());
  const [y, mo, d, h, mi, s] = dmy
    ? [dmy[3], dmy[2], dmy[1], dmy[4], dmy[5], dmy[6]]
    : ymd
      ? ymd.slice(1)
      : [];
  if (!y) return undefined;
  const at = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}+05:30`);
  return Number.isNaN(at.getTime()) ? undefined : at;
}

const text = (max: number) => z.string().trim().min(1).max(max);
const webhookBody = z.object({
  awb: z.union([text(40), z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)]),
  current_status: text(80).optional(),
  shipment_status: text(80).optional(),
  shipment_status_id: z.number().int().optional(),
  current_timestamp: text(40),
  scans: z
    .array(
      z.object({
        activity: z.string().max(300).optional(),
        location: z.string().max(200).optional(),
      }),
    )
    .max(500)
    .optional(),
});

/**
 * The update a Shiprocket webhook body carries; null when the body is not one or its status is
 * one the shop does not act on (pickup scheduled, manifested...).
 */
export function parseShiprocketWebhook(body: unknown): TrackingUpdate | null {
  const parsed = webhookBody.safeParse(body);
  if (!parsed.success) return null;
  const b = parsed.data;
  const name = b.shipment_status ?? b.current_status ?? '';
  const status = shiprocketStatus(name, b.shipment_status_id);
  const occurredAt = shiprocketTime(b.current_timestamp);
  if (!status || !occurredAt) return null;
  const scan = b.scans?.at(-1);
  const where = scan?.location ? ` (${scan.location})` : '';
  return {
    awb: String(b.awb).replace(/\s+/g, '').toUpperCase(),
    eventKey: eventKeyOf(status, occurredAt),
    status,
    detail: `${b.current_status ?? name}${scan?.activity ? `: ${scan.activity}` : ''}${where}`,
    occurredAt,
  };
}
