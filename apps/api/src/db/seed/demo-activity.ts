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
/** What a customer might say, per category, so a poster is never praised for its paper's ink. */
type Comment = [rating: number, title: string, text: string];
const COMMENTS: Record<string, Comment[]> = {
  journals: [
    [
      5,
      'Exactly what I needed',
      'The paper takes fountain pen ink without bleeding and the prompts are calm. Six weeks in and still writing every morning.',
    ],
    [
      5,
      'Beautiful and practical',
      'Thick pages, a sturdy cover and the elastic band actually holds. Gifted one to my sister too.',
    ],
    [
      4,
      'Lovely, one small wish',
      'Really well made. I wish it had a second ribbon marker, but I use it every night.',
    ],
    [
      3,
      'Nice, but smaller than expected',
      'Check the size before ordering: it is A5. The paper is good though.',
    ],
  ],
  trackers: [
    [
      5,
      'Helped me build a routine',
      'Seeing the filled circles add up kept me going. My reading habit finally stuck.',
    ],
    [
      5,
      'Calm design',
      'Minimal, no clutter, and the grid is easy to fill in with a fine pen. Would buy again.',
    ],
    [
      4,
      'Simple and effective',
      'Does one thing well. I would like a slightly larger notes area at the bottom.',
    ],
    [
      4,
      'Good for the fridge door',
      'Sturdy card that survives a month of daily ticks without curling.',
    ],
  ],
  planners: [
    [
      5,
      'My week finally fits on one spread',
      'The layout leaves room for appointments and a short list. I plan on Sunday evenings now.',
    ],
    [
      4,
      'Well thought out',
      'Undated pages mean nothing is wasted when I skip a week. The budget pages are a bonus.',
    ],
    [
      5,
      'Sturdy and calm',
      'Lies flat, paper is smooth, and the muted colours make planning feel less like a chore.',
    ],
    [
      3,
      'Good, a little thick',
      'Lovely quality but heavier than I expected for carrying every day.',
    ],
  ],
  posters: [
    [
      5,
      'Quietly beautiful',
      'Colours are soft and true to the photos. It makes the corner of my desk feel calmer.',
    ],
    [
      4,
      'Good quality print',
      'Crisp lettering on heavy matte paper. Arrived rolled in a tube with no plastic.',
    ],
    [5, 'A daily reminder', 'Hung it by the door and read it every morning on my way out.'],
    [
      4,
      'Lovely, frame separately',
      'Standard size, so an off-the-shelf frame fits. The print itself is lovely.',
    ],
  ],
  accessories: [
    [5, 'Small but useful', 'Exactly as described and well made. It lives in my journal now.'],
    [
      4,
      'Nice finishing touch',
      'Good quality for the price. Pairs well with the planner I bought.',
    ],
    [5, 'Thoughtful gift', 'Bought it as a gift with a journal; it arrived nicely packed.'],
    [4, 'Does the job', 'Simple and sturdy. I would order another colour.'],
  ],
};
const HOUR = 60 * 60 * 1000;

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
    const usedTexts = new Map<string, Set<string>>();
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
      // Only delivered orders are reviewed, a day or more after delivery and never in the future;
      // each text at most once per product; never edited (updated = created).
      if (status !== 'delivered') continue;
      const deliveredAt = paidAt.getTime() + 3 * 2 * 24 * HOUR;
      for (const p of unique) {
        const key = `${customer.id}:${p.id}`;
        if (reviewed.has(key) || rand() < 0.35) continue;
        const said = usedTexts.get(p.id) ?? new Set<string>();
        const choices = (COMMENTS[p.categorySlug] ?? COMMENTS.accessories!).filter(
          ([, title]) => !said.has(title),
        );
        if (!choices.length) continue;
        reviewed.add(key);
        const [rating, title, comment] = choices[Math.floor(rand() * choices.length)]!;
        said.add(title);
        usedTexts.set(p.id, said);
        const at = new Date(
          Math.min(deliveredAt + (24 + Math.floor(rand() * 72)) * HOUR, Date.now() - HOUR),
        );
        await tx.insert(reviews).values({
          productId: p.id,
          userId: customer.id,
          rating,
          title,
          comment,
          createdAt: at,
          updatedAt: at,
        });
      }
    }
    await tx.execute(sql`update products p set rating = coalesce(r.avg, 0), reviews_count = coalesce(r.n, 0)
      from (select product_id, avg(rating)::float as avg, count(*)::int as n from reviews where not hidden group by product_id) r
      where r.product_id = p.id`);
  });
}
