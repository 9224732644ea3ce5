/** The owner's funnel for a period, read from the daily counts (record 063). */
import { FUNNEL_STEPS, type FunnelStep } from '@shop/shared';
import { and, desc, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { analyticsDaily, analyticsDailyProducts } from '../../db/schema/analytics';

const STEP_KINDS = FUNNEL_STEPS.map((s) => s.kind);
/** Sources shown one by one; the rest are summed as 'Other'. */
const TOP_SOURCES = 8;
const TOP_PRODUCTS = 10;

type Row = { kind: string; device: string; source: string; events: number };

/** Counts per step, each step's rate over the step before (null when that step had none). */
export function toSteps(rows: readonly Pick<Row, 'kind' | 'events'>[]): FunnelStep[] {
  const count = new Map<string, number>();
  for (const r of rows) count.set(r.kind, (count.get(r.kind) ?? 0) + r.events);
  return FUNNEL_STEPS.map((step, i) => {
    const here = count.get(step.kind) ?? 0;
    const before = i === 0 ? 0 : (count.get(FUNNEL_STEPS[i - 1]!.kind) ?? 0);
    return { ...step, count: here, rate: i === 0 || before === 0 ? null : here / before };
  });
}

function groupBy(rows: Row[], key: (r: Row) => string): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const r of rows) groups.set(key(r), [...(groups.get(key(r)) ?? []), r]);
  return groups;
}

const visitsOf = (rows: Row[]) =>
  rows.filter((r) => r.kind === 'visit').reduce((sum, r) => sum + r.events, 0);

function bySource(rows: Row[]) {
  const groups = [...groupBy(rows, (r) => r.source || 'Direct')].sort(
    ([, a], [, b]) => visitsOf(b) - visitsOf(a),
  );
  const shown = groups.slice(0, TOP_SOURCES);
  const rest = groups.slice(TOP_SOURCES).flatMap(([, r]) => r);
  if (rest.length > 0) shown.push(['Other', rest]);
  return shown.map(([source, r]) => ({ source, steps: toSteps(r) }));
}

export async function readFunnel(db: Db, from: string, to: string) {
  const rows = await db
    .select({
      kind: analyticsDaily.kind,
      device: analyticsDaily.device,
      source: analyticsDaily.source,
      events: sql<number>`sum(${analyticsDaily.events})::int`,
      visitors: sql<number>`sum(${analyticsDaily.visitors})::int`,
    })
    .from(analyticsDaily)
    .where(
      and(
        gte(analyticsDaily.day, from),
        lte(analyticsDaily.day, to),
        inArray(analyticsDaily.kind, STEP_KINDS),
      ),
    )
    .groupBy(analyticsDaily.kind, analyticsDaily.device, analyticsDaily.source);
  const devices = [...groupBy(rows, (r) => r.device || 'unknown')].map(([device, r]) => ({
    device,
    steps: toSteps(r),
  }));
  return {
    steps: toSteps(rows),
    byDevice: devices.sort((a, b) => b.steps[0]!.count - a.steps[0]!.count),
    bySource: bySource(rows),
    knownVisitors: rows.filter((r) => r.kind === 'visit').reduce((sum, r) => sum + r.visitors, 0),
    topProducts: await topProducts(db, from, to),
  };
}

/** Products most bought in the period, then most viewed, with purchases over views. */
async function topProducts(db: Db, from: string, to: string) {
  const views = sql<number>`sum(${analyticsDailyProducts.views})::int`;
  const purchases = sql<number>`sum(${analyticsDailyProducts.purchases})::int`;
  const rows = await db
    .select({
      productId: analyticsDailyProducts.productId,
      title: sql<string>`coalesce(${products.title}, 'Deleted product')`,
      views,
      purchases,
    })
    .from(analyticsDailyProducts)
    .leftJoin(products, sql`${products.id} = ${analyticsDailyProducts.productId}`)
    .where(and(gte(analyticsDailyProducts.day, from), lte(analyticsDailyProducts.day, to)))
    .groupBy(analyticsDailyProducts.productId, products.title)
    .orderBy(desc(purchases), desc(views))
    .limit(TOP_PRODUCTS);
  return rows.map((r) => ({ ...r, rate: r.views > 0 ? r.purchases / r.views : null }));
}
