/**
 * A lived-in first start: a few past customers, their paid orders over the last 30 days (so the
 * owner's dashboard has a chart, and the owner can try a refund) and their reviews (so product
 * pages show ratings). Demo customers have no password and cannot sign in. Not used by the test
 * database.
 */
import {
  canPriceIn,
  DEFAULT_SHOP_CURRENCY,
  isPriceRounding,
  type PriceContext,
  type PriceRounding,
  type Rates,
} from '@shop/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../client';
import { currencyRounding, exchangeRates, orders, products, reviews, users } from '../schema';
import { DEMO_BUYERS, type DemoBuyer } from './demo-buyers';
import { COMMENTS } from './demo-comments';
import { insertPaidDemoOrder, priceDemoOrder, type PaidDemoOrder } from './demo-orders';
import snapshot from './rates-snapshot.json';
import { SEED_SHIPPING_TABLE } from './shipping-rates';

const HOUR = 60 * 60 * 1000;
const ORDERS = 42;

/** Deterministic pseudo-random numbers, so every fresh shop looks the same. */
function random(seed: number) {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
}

export type DemoActivityOptions = {
  /**
   * Units per US dollar. Without them the rates kept in exchange_rates are used; with neither
   * (a fresh shop), the committed snapshot the currency service starts from.
   */
  rates?: Rates;
};

/** The rates and rounding rules prices are converted with, as the checkout reads them. */
async function priceContext(db: Db, given?: Rates): Promise<PriceContext> {
  const rates: Rates = { ...given };
  if (!given)
    for (const row of await db.select().from(exchangeRates)) rates[row.currency] = row.rate;
  if (Object.keys(rates).length === 0) Object.assign(rates, snapshot.rates);
  const rounding: Record<string, PriceRounding> = {};
  for (const row of await db.select().from(currencyRounding))
    if (isPriceRounding(row.rounding)) rounding[row.currency] = row.rounding;
  return { shopCurrency: DEFAULT_SHOP_CURRENCY, rates, rounding };
}

const emailOf = (name: string) => `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`;

type Customer = { id: string; buyer: DemoBuyer };
type Product = typeof products.$inferSelect;

/** The demo orders, oldest first, so their invoice numbers follow the days they were paid. */
function planOrders(
  rand: () => number,
  customers: Customer[],
  catalogue: Product[],
  context: PriceContext,
): PaidDemoOrder[] {
  const planned = Array.from({ length: ORDERS }, (_, n) => {
    const { id, buyer } = customers[Math.floor(rand() * customers.length)]!;
    const picked = Array.from(
      { length: 1 + Math.floor(rand() * 3) },
      () => catalogue[Math.floor(rand() * catalogue.length)]!,
    );
    const unique = [...new Map(picked.map((p) => [p.id, p])).values()];
    const lines = unique.map((product) => ({ product, quantity: rand() < 0.15 ? 2 : 1 }));
    const currency = canPriceIn(context, buyer.currency) ? buyer.currency : context.shopCurrency;
    const methodIndex = rand() < 0.2 ? 1 : 0;
    const priced = priceDemoOrder(
      { lines, buyer, currency, methodIndex },
      context,
      SEED_SHIPPING_TABLE,
    );
    const paidAt = new Date(Date.now() - Math.floor(rand() * 29 * 24 + 1) * HOUR);
    const age = (Date.now() - paidAt.getTime()) / (24 * HOUR);
    const status =
      age > 10 ? 'delivered' : age > 5 ? 'shipped' : age > 2 ? 'processing' : 'pending';
    return {
      orderNumber: `MM-${paidAt.toISOString().slice(2, 10).replace(/-/g, '')}-D${String(n).padStart(5, '0')}`,
      userId: id,
      email: emailOf(buyer.name),
      buyer,
      currency,
      priced,
      status,
      paidAt,
      ...((status === 'shipped' || status === 'delivered') && {
        trackingNumber: `DTDC${700000000 + n}IN`,
      }),
    } satisfies PaidDemoOrder;
  });
  return planned.sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime());
}

/**
 * Reviews of a delivered order, a day or more after delivery and never in the future; each text
 * at most once per product; never edited (updated = created).
 */
async function reviewOrder(
  tx: Tx,
  order: PaidDemoOrder,
  rand: () => number,
  seen: { reviewed: Set<string>; usedTexts: Map<string, Set<string>> },
) {
  const deliveredAt = order.paidAt.getTime() + 3 * 2 * 24 * HOUR;
  for (const { product: p } of order.priced.lines) {
    const key = `${order.userId}:${p.id}`;
    if (seen.reviewed.has(key) || rand() < 0.35) continue;
    const said = seen.usedTexts.get(p.id) ?? new Set<string>();
    const choices = (COMMENTS[p.categorySlug] ?? COMMENTS.accessories!).filter(
      ([, title]) => !said.has(title),
    );
    if (!choices.length) continue;
    seen.reviewed.add(key);
    const [rating, title, comment] = choices[Math.floor(rand() * choices.length)]!;
    said.add(title);
    seen.usedTexts.set(p.id, said);
    const at = new Date(
      Math.min(deliveredAt + (24 + Math.floor(rand() * 72)) * HOUR, Date.now() - HOUR),
    );
    await tx.insert(reviews).values({
      productId: p.id,
      userId: order.userId,
      rating,
      title,
      comment,
      createdAt: at,
      updatedAt: at,
    });
  }
}

export async function seedDemoActivity(db: Db, options: DemoActivityOptions = {}): Promise<void> {
  const [existing] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(orders);
  if ((existing?.n ?? 0) > 0) return;
  const rand = random(42);
  const context = await priceContext(db, options.rates);
  const catalogue = await db.select().from(products).where(eq(products.active, true));
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      .values(
        DEMO_BUYERS.map(({ name }, i) => ({
          name,
          email: `${name.toLowerCase().replace(/\s+/g, '.')}.${i}@example.com`,
          number: '',
          isLoginFromProvider: false,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: users.id, name: users.name });
    const customers = inserted.map(({ id, name }) => ({
      id,
      buyer: DEMO_BUYERS.find((b) => b.name === name)!,
    }));
    const seen = { reviewed: new Set<string>(), usedTexts: new Map<string, Set<string>>() };
    for (const order of planOrders(rand, customers, catalogue, context)) {
      await insertPaidDemoOrder(tx, order, context);
      if (order.status === 'delivered') await reviewOrder(tx, order, rand, seen);
    }
    await tx.execute(sql`update products p set rating = coalesce(r.avg, 0), reviews_count = coalesce(r.n, 0)
      from (select product_id, avg(rating)::float as avg, count(*)::int as n from reviews where not hidden group by product_id) r
      where r.product_id = p.id`);
  });
}
