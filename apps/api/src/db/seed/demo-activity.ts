/**
 * A lived-in first start: a few past customers, their paid orders over the last 30 days (so the
 * owner's dashboard has a chart) and their reviews (so product pages show ratings). Demo customers
 * have no password and cannot sign in. Not used by the test database.
 */
import { effectivePriceCents } from '@shop/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { orderItems, orders, orderStatusEvents, products, reviews, users } from '../schema';

const CUSTOMERS = [
  'Aarav Shah',
  'Diya Menon',
  'Kabir Singh',
  'Meera Pillai',
  'Rohan Gupta',
  'Sara Thomas',
  'Vikram Rao',
  'Anika Bose',
  'Emily Clarke',
  'Lucas Weber',
  'Chloe Martin',
  'Oliver Brown',
];
const COMMENTS: [number, string, string][] = [
  [
    5,
    'Exactly what I needed',
    'The paper takes fountain pen ink without bleeding and the layout is calm. I have kept it up for six weeks now.',
  ],
  [
    5,
    'Beautiful and practical',
    'Thick pages, a sturdy cover and the elastic band actually holds. Gifted one to my sister too.',
  ],
  [
    4,
    'Lovely, one small wish',
    'Really well made. I wish it had one more ribbon marker, but I use it every morning.',
  ],
  [
    5,
    'Helped me build a routine',
    'The weekly review prompts are gentle and useful. My reading habit finally stuck.',
  ],
  [
    4,
    'Good quality print',
    'Colours are soft and true to the photos. Arrived well packed with no plastic.',
  ],
  [
    3,
    'Nice, but smaller than expected',
    'Check the size before ordering: it is A5. Quality is good though.',
  ],
  [
    5,
    'Calm design',
    'Minimal, no clutter, and the habit grid is easy to fill in. Would buy again.',
  ],
  [4, 'Fast delivery', 'Reached Pune in four days. The paper is smooth and pleasant to write on.'],
];

/** Deterministic pseudo-random numbers, so every fresh shop looks the same. */
function random(seed: number) {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
}

export async function seedDemoActivity(db: Db): Promise<void> {
  const [existing] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(orders);
  if ((existing?.n ?? 0) > 0) return;
  const rand = random(42);
  const catalogue = await db.select().from(products).where(eq(products.active, true));
  await db.transaction(async (tx) => {
    const customers = await tx
      .insert(users)
      .values(
        CUSTOMERS.map((name, i) => ({
          name,
          email: `${name.toLowerCase().replace(/\s+/g, '.')}.${i}@example.com`,
          number: '',
          isLoginFromProvider: false,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: users.id, name: users.name });
    const reviewed = new Set<string>();
    for (let n = 0; n < 42; n++) {
      const customer = customers[Math.floor(rand() * customers.length)]!;
      const lines = Array.from(
        { length: 1 + Math.floor(rand() * 3) },
        () => catalogue[Math.floor(rand() * catalogue.length)]!,
      );
      const unique = [...new Map(lines.map((p) => [p.id, p])).values()];
      const paidAt = new Date(Date.now() - Math.floor(rand() * 29 * 24 + 1) * 60 * 60 * 1000);
      const subtotal = unique.reduce((s, p) => s + effectivePriceCents(p), 0);
      const shipping = unique.reduce((s, p) => s + p.shippingCostCents, 0);
      const tax = unique.reduce(
        (s, p) => s + Math.round((effectivePriceCents(p) * p.taxPercent) / 100),
        0,
      );
      const age = (Date.now() - paidAt.getTime()) / (24 * 60 * 60 * 1000);
      const status =
        age > 10 ? 'delivered' : age > 5 ? 'shipped' : age > 2 ? 'processing' : 'pending';
      const [order] = await tx
        .insert(orders)
        .values({
          orderNumber: `MM-${paidAt.toISOString().slice(2, 10).replace(/-/g, '')}-D${String(n).padStart(5, '0')}`,
          userId: customer.id,
          status,
          paymentStatus: 'paid',
          subtotalCents: subtotal,
          shippingCents: shipping,
          taxCents: tax,
          discountCents: 0,
          totalCents: subtotal + shipping + tax,
          currency: 'USD',
          exchangeRate: 1,
          amountMinor: subtotal + shipping + tax,
          receiptEmail: `${customer.name.toLowerCase().replace(/\s+/g, '.')}@example.com`,
          shippingAddress: {
            firstName: customer.name.split(' ')[0]!,
            lastName: customer.name.split(' ')[1] ?? '',
            address: '14 Park Street',
            city: 'Kolkata',
            state: 'West Bengal',
            zipCode: '700016',
            country: 'India',
          },
          gateway: 'sandbox',
          paidAt,
          createdAt: paidAt,
          ...(status === 'shipped' || status === 'delivered'
            ? { trackingNumber: `DTDC${700000000 + n}IN` }
            : {}),
        })
        .returning({ id: orders.id });
      await tx.insert(orderItems).values(
        unique.map((p) => ({
          orderId: order!.id,
          productId: p.id,
          title: p.title,
          quantity: 1,
          unitPriceCents: effectivePriceCents(p),
        })),
      );
      const steps = ['placed', 'processing', 'shipped', 'delivered'].slice(
        0,
        { pending: 1, processing: 2, shipped: 3, delivered: 4 }[status],
      );
      await tx.insert(orderStatusEvents).values(
        steps.map((s, i) => ({
          orderId: order!.id,
          status: s,
          createdAt: new Date(paidAt.getTime() + i * 2 * 24 * 60 * 60 * 1000),
        })),
      );
      for (const p of unique) {
        const key = `${customer.id}:${p.id}`;
        if (reviewed.has(key) || rand() < 0.35) continue;
        reviewed.add(key);
        const [rating, title, comment] = COMMENTS[Math.floor(rand() * COMMENTS.length)]!;
        await tx.insert(reviews).values({
          productId: p.id,
          userId: customer.id,
          rating,
          title,
          comment,
          createdAt: new Date(paidAt.getTime() + 5 * 24 * 60 * 60 * 1000),
        });
      }
    }
    await tx.execute(sql`update products p set rating = coalesce(r.avg, 0), reviews_count = coalesce(r.n, 0)
      from (select product_id, avg(rating)::float as avg, count(*)::int as n from reviews where not hidden group by product_id) r
      where r.product_id = p.id`);
  });
}
