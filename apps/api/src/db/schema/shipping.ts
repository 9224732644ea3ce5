/**
 * The shipping rate table (DESIGN deviation 13). Each save by the owner is a new row holding the
 * whole table (zones, their countries and methods), validated by the shared schema; the newest
 * row is the table in force, and the earlier ones say what was charged when.
 */
import type { ShippingTable } from '@shop/shared';
import { bigserial, index, jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

export const shippingRateTables = pgTable(
  'shipping_rate_tables',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    zones: jsonb('zones').$type<ShippingTable['zones']>().notNull(),
    /** Who saved it; null for the seeded table. */
    savedBy: uuid('saved_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('shipping_rate_tables_created_idx').on(t.createdAt)],
);
