/**
 * The shipping rate table in force (DESIGN deviation 13, record 020): read by the checkout's
 * pricing, the public rates answer (checkout and the Shipping policy page) and the owner's
 * editor. Cached in memory and cleared on every instance when the owner saves.
 */
import {
  chooseShippingMethod,
  SHIPPING_PROCESSING_DAYS,
  shippingTableSchema,
  type ShippingMethod,
  type ShippingTable,
  type ShippingTableInput,
  zoneFor,
} from '@shop/shared';
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shippingRateTables } from '../../db/schema';
import { SEED_SHIPPING_TABLE } from '../../db/seed/shipping-rates';
import { BadRequestError } from '../../lib/errors';

export type ShippingRates = ShippingTable & { updatedAt: Date | null };

type Deps = { db: Db; onChange?: () => void };

export function createShippingService({ db, onChange }: Deps) {
  let cached: Promise<ShippingRates> | null = null;

  async function load(): Promise<ShippingRates> {
    const [row] = await db
      .select()
      .from(shippingRateTables)
      .orderBy(desc(shippingRateTables.id))
      .limit(1);
    // Until the owner saves a table, the seeded one is in force (a shop can always take orders).
    if (!row) return { ...SEED_SHIPPING_TABLE, updatedAt: null };
    return { ...shippingTableSchema.parse({ zones: row.zones }), updatedAt: row.createdAt };
  }

  const service = {
    processingDays: SHIPPING_PROCESSING_DAYS,

    getRates(): Promise<ShippingRates> {
      cached ??= load().catch((err: unknown) => {
        cached = null;
        throw err;
      });
      return cached;
    },

    /** Forgets the cached table (the cache bus calls this on every instance). */
    clearCache() {
      cached = null;
    },

    /** Replaces the whole table at once; the previous ones stay as history. */
    async saveRates(input: ShippingTableInput, savedBy: string): Promise<ShippingRates> {
      const table = shippingTableSchema.parse(input);
      await db.insert(shippingRateTables).values({ zones: table.zones, savedBy });
      cached = null;
      onChange?.();
      return service.getRates();
    },

    /** The method a checkout asked for (or the zone's first); 400 naming the field otherwise. */
    async method(country: string, code: string | undefined): Promise<ShippingMethod> {
      const rates = await service.getRates();
      const chosen = chooseShippingMethod(rates, country, code);
      if (!chosen.method)
        throw new BadRequestError(chosen.error, {
          [zoneFor(rates, country) ? 'shippingMethod' : 'shipping.country']: chosen.error,
        });
      return chosen.method;
    },
  };
  return service;
}

export type ShippingService = ReturnType<typeof createShippingService>;
