/**
 * Segments (issue 30, record 061): saved filters of the customer list, counted live by the same
 * SQL as the list (filters.ts). The five presets are put in once, the first time the list is read
 * (on conflict nothing, so instances racing add each once). `isMember` answers whether one
 * customer is in a segment now: the promotion condition and the newsletter audience ask it.
 */
import {
  CUSTOMER_MESSAGES,
  customerFilterSchema,
  SEGMENT_PRESETS,
  type CustomerFilter,
  type SegmentCreate,
} from '@shop/shared';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { customerFacts as f, customerSegments } from '../../db/schema/customers';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { refreshCustomerFacts } from './facts';
import { segmentWhere } from './filters';

type SegmentRow = typeof customerSegments.$inferSelect;

/** A stored filter read back through the schema (a stored key it no longer knows is dropped). */
export const segmentFilter = (row: SegmentRow): CustomerFilter => {
  const parsed = customerFilterSchema.safeParse(row.filter);
  return parsed.success ? parsed.data : {};
};

const toSegment = (row: SegmentRow) => ({
  id: row.id,
  name: row.name,
  filter: segmentFilter(row),
  preset: row.presetKey !== null,
  createdAt: row.createdAt,
});

export function createSegments({ db }: { db: Db }) {
  let presetsAdded = false;
  async function addPresets() {
    if (presetsAdded) return;
    await db
      .insert(customerSegments)
      .values(SEGMENT_PRESETS.map((p) => ({ name: p.name, filter: p.filter, presetKey: p.key })))
      .onConflictDoNothing();
    presetsAdded = true;
  }

  async function find(id: string, reader: Db | Tx = db) {
    const [row] = await reader.select().from(customerSegments).where(eq(customerSegments.id, id));
    if (!row) throw new NotFoundError(CUSTOMER_MESSAGES.segmentNotFound);
    return row;
  }

  return {
    async list() {
      await addPresets();
      const rows = await db
        .select()
        .from(customerSegments)
        .orderBy(sql`${customerSegments.presetKey} is null`, asc(customerSegments.createdAt));
      return rows.map(toSegment);
    },

    async create(input: SegmentCreate & { filter: CustomerFilter }) {
      await addPresets();
      const [row] = await db
        .insert(customerSegments)
        .values({ name: input.name, filter: input.filter })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new ConflictError(CUSTOMER_MESSAGES.segmentNameTaken);
      return toSegment(row);
    },

    get: async (id: string) => toSegment(await find(id)),

    /** How many living customers the segment holds now. */
    async count(id: string) {
      const filter = segmentFilter(await find(id));
      await refreshCustomerFacts(db);
      const [row] = await db.select({ n: count() }).from(f).where(segmentWhere(filter));
      return row?.n ?? 0;
    },

    /** Whether the customer (an account's id or a guest's) is in the segment now. */
    async isMember(segmentId: string, customerId: string, reader: Db | Tx = db) {
      const filter = segmentFilter(await find(segmentId, reader));
      await refreshCustomerFacts(db);
      const [row] = await reader
        .select({ id: f.id })
        .from(f)
        .where(and(eq(f.id, customerId), segmentWhere(filter)));
      return row !== undefined;
    },
  };
}

export type Segments = ReturnType<typeof createSegments>;

/**
 * The segments, among `segmentIds`, that a customer (an account's id) is in now: the promotion
 * condition "customer is in segment X" (record 062) asks it at the checkout. One query per segment.
 */
export async function segmentMemberships(
  db: Db,
  segmentIds: readonly string[],
  customerId: string,
): Promise<Set<string>> {
  const member = new Set<string>();
  if (segmentIds.length === 0) return member;
  await refreshCustomerFacts(db);
  const rows = await db
    .select()
    .from(customerSegments)
    .where(inArray(customerSegments.id, [...segmentIds]));
  for (const row of rows) {
    const [hit] = await db
      .select({ id: f.id })
      .from(f)
      .where(and(eq(f.id, customerId), segmentWhere(segmentFilter(row))));
    if (hit) member.add(row.id);
  }
  return member;
}

/**
 * The lower-cased e-mails of a segment's living members now, or null when there is no such
 * segment: a newsletter sent to a segment (record 062) goes to those of them who subscribed.
 */
export async function segmentMemberEmails(db: Db, segmentId: string): Promise<Set<string> | null> {
  const [row] = await db.select().from(customerSegments).where(eq(customerSegments.id, segmentId));
  if (!row) return null;
  await refreshCustomerFacts(db);
  const rows = await db
    .select({ email: f.email })
    .from(f)
    .where(and(segmentWhere(segmentFilter(row)), sql`${f.email} <> ''`));
  return new Set(rows.map((r) => r.email));
}
