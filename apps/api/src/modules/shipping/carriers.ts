/**
 * The owner's carrier list (record 058) and the carrier an order ships with: its tracking number
 * checked against the carrier's format, its page for that parcel.
 */
import {
  carrierInputSchema,
  carrierTrackingUrl,
  fitsTrackingFormat,
  normaliseTrackingNumber,
  trackingFormatMessage,
  type CarrierInput,
} from '@shop/shared';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { carriers } from '../../db/schema';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';

type CarrierRow = typeof carriers.$inferSelect;

/** What the order records of the carrier it left with. */
export type ShippedWith = { carrierId: string; carrierName: string; trackingUrl: string };

const toCarrier = (row: CarrierRow) => ({
  id: row.id,
  name: row.name,
  trackingUrlTemplate: row.trackingUrlTemplate,
  trackingPattern: row.trackingPattern,
  trackingExample: row.trackingExample,
  active: row.active,
});

export function createCarriers(db: Db) {
  async function requireCarrier(id: string) {
    const [row] = await db.select().from(carriers).where(eq(carriers.id, id));
    if (!row) throw new NotFoundError('Carrier not found');
    return row;
  }

  /** 409 in words when another carrier already has the name (names are told apart loosely). */
  async function checkNameFree(name: string, exceptId?: string) {
    const [taken] = await db
      .select({ id: carriers.id })
      .from(carriers)
      .where(
        and(
          eq(sql`lower(${carriers.name})`, name.toLowerCase()),
          exceptId ? ne(carriers.id, exceptId) : undefined,
        ),
      );
    if (taken) throw new ConflictError(`There is already a carrier called ${name}`);
  }

  return {
    async list() {
      const rows = await db
        .select()
        .from(carriers)
        .orderBy(asc(carriers.position), asc(carriers.name));
      return rows.map(toCarrier);
    },

    async create(input: CarrierInput) {
      const values = carrierInputSchema.parse(input);
      await checkNameFree(values.name);
      const [{ next } = { next: 1 }] = await db
        .select({ next: sql<number>`coalesce(max(${carriers.position}), 0) + 1` })
        .from(carriers);
      const [row] = await db
        .insert(carriers)
        .values({ ...values, position: Number(next) })
        .returning();
      return toCarrier(row!);
    },

    async update(id: string, input: CarrierInput) {
      const values = carrierInputSchema.parse(input);
      await requireCarrier(id);
      await checkNameFree(values.name, id);
      const [row] = await db
        .update(carriers)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(carriers.id, id))
        .returning();
      return toCarrier(row!);
    },

    /**
     * The carrier a parcel leaves with and its page for this number; 400 under the field when the
     * carrier is not an active one or the number does not fit its format.
     */
    async shipWith(carrierId: string, trackingNumber: string): Promise<ShippedWith> {
      const [row] = await db.select().from(carriers).where(eq(carriers.id, carrierId));
      if (!row || !row.active) {
        const message = 'Choose a carrier from the list';
        throw new BadRequestError(message, { carrierId: message });
      }
      if (!fitsTrackingFormat(row.trackingPattern, normaliseTrackingNumber(trackingNumber))) {
        const message = trackingFormatMessage(row);
        throw new BadRequestError(message, { trackingNumber: message });
      }
      return {
        carrierId: row.id,
        carrierName: row.name,
        trackingUrl: carrierTrackingUrl(row.trackingUrlTemplate, trackingNumber),
      };
    },
  };
}

export type Carriers = ReturnType<typeof createCarriers>;
