/**
 * A newsletter sent to a segment (record 062) reaches the segment's members who subscribed and
 * confirmed, and nobody else: not a member who never subscribed or did not confirm, not a
 * subscriber outside the segment. The letter carries the subscriber's own unsubscribe link.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit, mailOutbox, newsletterSubscribers } from '../../db/schema';
import { signedInUser } from '../../test/factories';
import { dearItems, placeOrder } from '../../test/paid-orders';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: Record<string, string>;
let items: { id: string; quantity: number }[];

beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 100 });
  owner = (await signedInUser(t.app, t.db, { role: 'admin' })).headers;
  items = await dearItems(t.app, 1);
});
afterAll(() => t.close());

const subscribe = (email: string, confirmed = true) =>
  t.db.insert(newsletterSubscribers).values({
    email,
    unsubscribeToken: randomBytes(12).toString('hex'),
    confirmedAt: confirmed ? new Date() : null,
  });
const mailsTo = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

describe('a letter to a segment', () => {
  it('goes to its subscribed members only', async () => {
    const buyer = async () => {
      const c = await signedInUser(t.app, t.db);
      await placeOrder(t, c.headers, items);
      await placeOrder(t, c.headers, items);
      return c.user.email;
    };
    const member = await buyer();
    const silentMember = await buyer();
    const unconfirmedMember = await buyer();
    const outsider = (await signedInUser(t.app, t.db)).user.email;
    await subscribe(member);
    await subscribe(unconfirmedMember, false);
    await subscribe(outsider);

    const segment = await t.app.inject({
      method: 'POST',
      url: '/api/admin/segments',
      headers: owner,
      payload: { name: `Twice ${randomBytes(3).toString('hex')}`, filter: { ordersAtLeast: 2 } },
    });
    const segmentId = segment.json().segment.id as string;
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/admin/newsletter/letters',
      headers: owner,
      payload: { subject: 'New planners for 2027', text: 'Hello!\n\nThey are here.', segmentId },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ recipients: 1, message: 'Queued for 1 subscriber' });

    const [letter] = await mailsTo(member);
    expect(letter).toMatchObject({ subject: 'New planners for 2027' });
    expect(letter!.text).toContain('They are here.');
    expect(letter!.text).toContain('/api/newsletter/unsubscribe?token=');
    for (const nobody of [silentMember, unconfirmedMember, outsider])
      expect((await mailsTo(nobody)).filter((m) => m.subject === 'New planners for 2027')).toEqual(
        [],
      );
    const logged = await t.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.action, 'newsletter.send'));
    expect(logged).toHaveLength(1);

    // Without a segment: every confirmed subscriber.
    const all = await t.app.inject({
      method: 'POST',
      url: '/api/admin/newsletter/letters',
      headers: owner,
      payload: { subject: 'To everyone', text: 'Hi' },
    });
    expect(all.json().recipients).toBeGreaterThanOrEqual(2);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/newsletter/letters',
      headers: owner,
      payload: { subject: 'x', text: 'y', segmentId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.statusCode).toBe(404);
  });
});
