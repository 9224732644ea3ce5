/**
 * The owner's discounts (issue 28, record 049): create, edit, list, bulk codes and their CSV.
 * Every code (a discount's own or a bulk one) is unique across both tables whatever its case; the
 * writes that add codes take one advisory lock, so two owners' saves cannot both take a code.
 */
import {
  dayIn,
  DISCOUNT_MESSAGES as M,
  type BulkCodesInput,
  type DiscountInput,
} from '@shop/shared';
import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { discountCodes, discounts } from '../../db/schema';
import { csvRow } from '../../lib/csv';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import { freshCodes } from './bulk-codes';
import { toAdminDiscount, type DiscountRow } from './promotion';
import { saveSegment, segmentsOf } from './segments';
import { loadCodeUses, loadUsage, NO_USAGE } from './usage';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const INSERT_BATCH = 1000;

const lockCodes = (tx: Tx) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('discount codes'))`);

/** The codes among `codes` already taken, by a discount or a bulk code (upper-cased). */
async function takenCodes(tx: Tx, codes: string[], exceptDiscount?: string) {
  if (codes.length === 0) return new Set<string>();
  const lower = codes.map((c) => c.toLowerCase());
  const own = await tx
    .select({ id: discounts.id, code: discounts.code })
    .from(discounts)
    .where(inArray(sql`lower(${discounts.code})`, lower));
  const bulk = await tx
    .select({ code: discountCodes.code })
    .from(discountCodes)
    .where(inArray(sql`lower(${discountCodes.code})`, lower));
  return new Set(
    [...own.filter((r) => r.id !== exceptDiscount), ...bulk].map((r) => r.code!.toUpperCase()),
  );
}

/**
 * The owner's days as instants: from the first midnight to the last millisecond of the end day.
 * No start day: the one it has (`startedAt`, an edit), else today.
 */
function columnsOf(input: DiscountInput, shopTimeZone: string, now: Date, startedAt?: Date) {
  const startsOn = input.startsOn ?? dayIn(shopTimeZone, startedAt ?? now);
  if (input.endsOn !== null && input.endsOn < startsOn) {
    throw new BadRequestError(M.endsBeforeStarts, { endsOn: M.endsBeforeStarts });
  }
  return {
    name: input.name,
    kind: input.kind,
    value: input.kind === 'percent' || input.kind === 'fixed' ? input.value : 0,
    buyQuantity: input.kind === 'cheapest_free' ? input.buyQuantity : null,
    automatic: input.method === 'automatic',
    code: input.code,
    minSubtotalMinor: input.minSubtotal,
    targets: input.targets,
    firstOrderOnly: input.firstOrderOnly,
    paidOnlineOnly: input.paidOnlineOnly,
    startsAt: sql`(${startsOn}::date)::timestamp at time zone ${shopTimeZone}`,
    endsAt:
      input.endsOn === null
        ? null
        : sql`((${input.endsOn}::date + 1)::timestamp at time zone ${shopTimeZone}) - interval '1 millisecond'`,
    combinable: input.combinable,
    usageCap: input.usageCap,
    perCustomerCap: input.perCustomerCap,
    active: input.active,
    updatedAt: now,
  };
}

async function codeCount(tx: Tx | Db, id: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(discountCodes)
    .where(eq(discountCodes.discountId, id));
  return row?.n ?? 0;
}

async function refuseTakenCode(tx: Tx, code: string | null, id?: string) {
  if (code && (await takenCodes(tx, [code], id)).size > 0)
    throw new ConflictError(M.codeTaken(code));
}

export function createDiscountsService({ db, shopTimeZone }: { db: Db; shopTimeZone: string }) {
  async function read(id: string) {
    const [row] = await db.select().from(discounts).where(eq(discounts.id, id));
    if (!row) throw new NotFoundError(M.notFound);
    const usage = (await loadUsage(db, [id])).get(id) ?? NO_USAGE;
    const segmentId = (await segmentsOf(db, [id])).get(id) ?? null;
    return { ...toAdminDiscount(row, await codeCount(db, id), usage, shopTimeZone), segmentId };
  }

  return {
    async list() {
      const counts = db
        .select({ discountId: discountCodes.discountId, n: count().as('n') })
        .from(discountCodes)
        .groupBy(discountCodes.discountId)
        .as('counts');
      const rows = await db
        .select({ discount: discounts, n: counts.n })
        .from(discounts)
        .leftJoin(counts, eq(counts.discountId, discounts.id))
        .orderBy(desc(discounts.createdAt), desc(discounts.id));
      const usage = await loadUsage(db);
      const segments = await segmentsOf(db);
      const now = new Date();
      return rows.map((r) => ({
        ...toAdminDiscount(
          r.discount,
          r.n ?? 0,
          usage.get(r.discount.id) ?? NO_USAGE,
          shopTimeZone,
          now,
        ),
        segmentId: segments.get(r.discount.id) ?? null,
      }));
    },

    async create(input: DiscountInput) {
      const values = columnsOf(input, shopTimeZone, new Date());
      const id = await db.transaction(async (tx) => {
        await lockCodes(tx);
        await refuseTakenCode(tx, input.code);
        const [row] = await tx.insert(discounts).values(values).returning({ id: discounts.id });
        await saveSegment(tx, row!.id, input.segmentId);
        return row!.id;
      });
      return read(id);
    },

    async update(id: string, input: DiscountInput) {
      await db.transaction(async (tx) => {
        await lockCodes(tx);
        const [row] = await tx
          .select({ startsAt: discounts.startsAt })
          .from(discounts)
          .where(eq(discounts.id, id))
          .for('update');
        if (!row) throw new NotFoundError(M.notFound);
        const values = columnsOf(input, shopTimeZone, new Date(), row.startsAt);
        const bulk = await codeCount(tx, id);
        if (values.automatic && bulk > 0) throw new ConflictError(M.automaticHasCodes(bulk));
        await refuseTakenCode(tx, input.code, id);
        await tx.update(discounts).set(values).where(eq(discounts.id, id));
        await saveSegment(tx, id, input.segmentId);
      });
      return read(id);
    },

    /** Adds `count` new single-use codes in one transaction; answers how many it holds now. */
    async generateCodes(id: string, { count: wanted, prefix }: BulkCodesInput) {
      return db.transaction(async (tx) => {
        await lockCodes(tx);
        const [row] = await tx
          .select({ automatic: discounts.automatic })
          .from(discounts)
          .where(eq(discounts.id, id));
        if (!row) throw new NotFoundError(M.notFound);
        if (row.automatic) throw new ConflictError(M.noBulkCodesForAutomatic);
        const codes = await uniqueCodes(tx, wanted, prefix);
        for (let i = 0; i < codes.length; i += INSERT_BATCH)
          await tx
            .insert(discountCodes)
            .values(codes.slice(i, i + INSERT_BATCH).map((code) => ({ discountId: id, code })));
        return { created: codes.length, total: await codeCount(tx, id) };
      });
    },

    /** The discount's bulk codes as CSV, oldest first: `code` and its `uses` that count. */
    async codesCsv(id: string) {
      const [row] = await db
        .select({ id: discounts.id })
        .from(discounts)
        .where(eq(discounts.id, id));
      if (!row) throw new NotFoundError(M.notFound);
      const codes = await loadCodeUses(db, id);
      const lines = codes.map((c) => csvRow([c.code, c.uses]));
      return [csvRow(['code', 'uses']), ...lines].join('\n') + '\n';
    },
  };
}

/** `wanted` codes new to both tables: drawn, checked against what exists, drawn again if need be. */
async function uniqueCodes(tx: Tx, wanted: number, prefix?: string) {
  const chosen = new Set<string>();
  const taken = new Set<string>();
  for (let round = 0; chosen.size < wanted && round < 5; round++) {
    const draw = freshCodes(wanted - chosen.size, prefix, new Set([...chosen, ...taken]));
    for (const code of await takenCodes(tx, draw)) taken.add(code);
    for (const code of draw) if (!taken.has(code)) chosen.add(code);
  }
  if (chosen.size < wanted) throw new ConflictError(M.bulkCodesExhausted);
  return [...chosen];
}

export type DiscountsService = ReturnType<typeof createDiscountsService>;
export type { DiscountRow };
