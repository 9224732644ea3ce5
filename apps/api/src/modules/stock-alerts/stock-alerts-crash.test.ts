/**
 * The alert worker dies midway (the process killed as it queues a restock mail): the batch it
 * claimed stays due and unmailed, and the next run mails each waiting shopper once.
 */
import { and, eq, isNotNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, products, productVariants, stockAlerts } from '../../db/schema';
import { signedInUser } from '../../test/factories';
import { createFaultyTestApp } from '../../test/faulty-db';

let t: Awaited<ReturnType<typeof createFaultyTestApp>>;
beforeAll(async () => {
  t = await createFaultyTestApp();
});
afterAll(() => t.close());

const restockMails = () =>
  t.db.select().from(mailOutbox).where(like(mailOutbox.subject, '%is back in stock'));

describe('the restock worker, killed midway', () => {
  it('leaves the claimed alerts due, then mails each once', async () => {
    const [variant] = await t.db
      .select({ id: productVariants.id, productId: productVariants.productId })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(
        and(eq(products.slug, 'dot-grid-bullet-journal-a5'), eq(productVariants.countInStock, 0)),
      );
    const shoppers = [await signedInUser(t.app, t.db), await signedInUser(t.app, t.db)];
    for (const shopper of shoppers) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/products/${variant!.productId}/variants/${variant!.id}/notify-me`,
        headers: shopper.headers,
        payload: {},
      });
      expect(res.json().status).toBe('subscribed');
    }

    // The restock's trigger marks both due; the worker dies queueing the first mail.
    t.faults.crashOnNext('insert', mailOutbox);
    await t.db
      .update(productVariants)
      .set({ countInStock: 4 })
      .where(eq(productVariants.id, variant!.id));
    await t.app.services.stockAlerts.deliverDue();
    expect(t.faults.fired).toBe(1);
    expect(await restockMails()).toHaveLength(0);
    const due = await t.db.select().from(stockAlerts).where(isNotNull(stockAlerts.dueAt));
    expect(due.map((a) => a.notifiedAt)).toEqual([null, null]);

    await t.app.services.stockAlerts.deliverDue();
    await t.app.services.stockAlerts.deliverDue();
    const mails = await restockMails();
    expect(mails.map((m) => m.to).sort()).toEqual(shoppers.map((s) => s.user.email).sort());
  });
});
