import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, mailOutbox, newsletterSubscribers } from '../../db/schema';
import { productImageSrcSet } from '@shop/shared';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<html><head><title>x</title><!--app-head--></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ webDist, publicUrl: 'https://shop.example' });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const post = (url: string, payload: object, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });

describe('blog', () => {
  it('lists published posts without bodies, newest first', async () => {
    const { blogs } = (await get('/api/blogs/get-blogs')).json();
    expect(blogs.length).toBeGreaterThanOrEqual(6);
    expect(blogs[0]).toMatchObject({
      _id: expect.any(String),
      slug: expect.any(String),
      title: expect.any(String),
      tags: expect.any(Array),
    });
    expect(blogs[0].content).toBeUndefined();
    expect(Date.parse(blogs[0].publishedDate)).toBeGreaterThanOrEqual(
      Date.parse(blogs[1].publishedDate),
    );
  });

  it("names the products a post mentions, in the post's order, with the shop's own product data", async () => {
    const { blogs } = (await get('/api/blogs/get-blogs')).json();
    const habit = blogs.find((b: { slug: string }) => b.slug.includes('habit-tracker'));
    const { blog } = (await get(`/api/blogs/get-blogs/${habit.slug}`)).json();
    expect(blog.mentions).toContainEqual({ id: expect.any(String), name: '90-Day Habit Tracker' });
    const mentioned = blog.products.find(
      (p: { _id: string }) =>
        p._id === blog.mentions.find((m: { name: string }) => m.name === '90-Day Habit Tracker').id,
    );
    expect(mentioned).toMatchObject({
      title: '90-Day Habit Tracker Journal',
      price: expect.any(Number),
    });
    expect(blog.products.map((p: { _id: string }) => p._id)).toEqual(
      blog.mentions.map((m: { id: string }) => m.id),
    );
  });

  it('returns one post by slug and by id, 404 otherwise', async () => {
    const [first] = (await get('/api/blogs/get-blogs')).json().blogs;
    const bySlug = (await get(`/api/blogs/get-blogs/${first.slug}`)).json();
    expect(bySlug.blog).toMatchObject({ _id: first._id, content: expect.stringContaining('## ') });
    expect((await get(`/api/blogs/get-blogs/${first._id}`)).json().blog.slug).toBe(first.slug);
    const missing = await get('/api/blogs/get-blogs/no-such-post');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Article not found' });
  });
});

describe('contact', () => {
  const valid = {
    name: 'Nisha',
    email: 'nisha@example.com',
    subject: 'Wholesale',
    message: 'Do you sell in bulk to cafes?',
  };

  it.each([
    [{ ...valid, name: '' }, 'Name is required'],
    [{ ...valid, email: '' }, 'Email is required'],
    [{ ...valid, email: 'nisha@' }, 'Email is invalid'],
    [{ ...valid, subject: ' ' }, 'Subject is required'],
    [{ ...valid, message: '' }, 'Message is required'],
    [{ ...valid, message: '   short   ' }, 'Message must be at least 10 characters'],
  ])('validates %j', async (payload, message) => {
    const res = await post('/api/contact/send-message', payload, '10.1.0.1');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('stores a message, notifies the shop, and keeps injected headers out of the mail headers', async () => {
    const res = await post(
      '/api/contact/send-message',
      { ...valid, name: 'Eve\r\nBcc: victim@example.com', subject: 'Hi\r\nBcc: all@example.com' },
      '10.2.0.1',
    );
    expect(res.statusCode).toBe(201);
    const [stored] = await t.db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt))
      .limit(1);
    expect(stored!.subject).toBe('Hi\r\nBcc: all@example.com');
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'hello@mindfulmarks.in'));
    const notice = mails.at(-1)!;
    expect(notice.subject).not.toMatch(/[\r\n]/);
    expect(notice.subject).toBe('Contact form: Hi Bcc: all@example.com');
    expect(notice.html).not.toContain('<script');
    expect(
      (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'nisha@example.com'))).length,
    ).toBe(1);
  });

  it('rate limits one address to 5 messages per 15 minutes', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await post('/api/contact/send-message', valid, '10.3.0.1')).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('newsletter', () => {
  it('rejects a malformed address with the spec message', async () => {
    for (const email of ['', 'a@b', 'a@b.c', 'no at.com', 'a b@c.com']) {
      const res = await post('/api/newsletter/subscribe', { email }, '10.4.0.1');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please enter a valid email address.');
    }
  });

  it('signs up with double opt-in: nothing counts until the mailed link is followed (issue 17)', async () => {
    const first = await post(
      '/api/newsletter/subscribe',
      { email: 'Reader@Example.com', source: 'footer' },
      '10.5.0.1',
    );
    expect(first.json()).toEqual({
      success: true,
      message: 'Subscribed successfully! Please confirm with the link we just e-mailed you.',
    });
    let [row] = await t.db.select().from(newsletterSubscribers);
    expect(row).toMatchObject({
      confirmedAt: null,
      consentSource: 'footer',
      consentIp: '10.5.0.1',
    });
    // Not confirmed: not a subscriber, not exported.
    const listed = async () =>
      (await t.db.select().from(newsletterSubscribers)).filter(
        (r) => r.confirmedAt && !r.unsubscribedAt,
      ).length;
    expect(await listed()).toBe(0);

    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'reader@example.com'));
    expect(mail!.subject).toBe('Please confirm your Mindful Marks subscription');
    const confirm = mail!.text.match(
      /https:\/\/shop\.example(\/api\/newsletter\/confirm\?token=[\w-]+)/,
    )![1]!;
    const unsubscribe = mail!.text.match(
      /https:\/\/shop\.example(\/api\/newsletter\/unsubscribe\?token=[\w-]+)/,
    )![1]!;
    const confirmed = await t.app.inject({
      url: confirm,
      headers: { 'x-forwarded-for': '10.5.0.2' },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('You are subscribed');
    [row] = await t.db.select().from(newsletterSubscribers);
    expect(row!.confirmedAt).toBeInstanceOf(Date);
    expect(row!.confirmIp).toEqual(expect.any(String));
    expect(await listed()).toBe(1);
    // The link works once.
    expect((await get(confirm)).statusCode).toBe(404);
    expect((await get('/api/newsletter/confirm?token=forged')).statusCode).toBe(404);

    const again = await post(
      '/api/newsletter/subscribe',
      { email: 'reader@example.com' },
      '10.5.0.1',
    );
    expect(again.json().message).toBe('You are already subscribed. Thank you!');
    expect(await t.db.select().from(newsletterSubscribers)).toHaveLength(1);

    const res = await get(unsubscribe);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('You are unsubscribed');
    [row] = await t.db.select().from(newsletterSubscribers);
    expect(row!.unsubscribedAt).not.toBeNull();
    expect(row!.unsubscribeIp).toEqual(expect.any(String));
    expect(await listed()).toBe(0);
    expect((await get('/api/newsletter/unsubscribe?token=forged')).statusCode).toBe(404);
  });

  it('refuses an unknown sign-up source', async () => {
    const res = await post(
      '/api/newsletter/subscribe',
      { email: 'x@example.com', source: 'popup' },
      '10.5.0.3',
    );
    expect(res.statusCode).toBe(400);
  });
});

describe('search-engine presence', () => {
  it('lists every product and post in the sitemap', async () => {
    const res = await get('/sitemap.xml');
    expect(res.headers['content-type']).toContain('application/xml');
    const products = (await get('/api/products/get-products')).json().products;
    const posts = (await get('/api/blogs/get-blogs')).json().blogs;
    for (const p of products)
      expect(res.body).toContain(`<loc>https://shop.example/products/${p._id}</loc>`);
    for (const p of posts)
      expect(res.body).toContain(`<loc>https://shop.example/blog/${p.slug}</loc>`);
    expect((await get('/robots.txt')).body).toContain('Sitemap: https://shop.example/sitemap.xml');
  });

  it('serves product HTML with ProductGroup JSON-LD (an Offer per variant), Open Graph and a canonical link before any script', async () => {
    const p = (await get('/api/products/get-products/dot-grid-bullet-journal-a5')).json().products;
    const sage = p.variants.find(
      (v: { options: Record<string, string> }) =>
        v.options.Colour === 'Sage' && v.options.Ruling === 'Dotted',
    );
    const html = (await get(`/products/${p._id}?variant=${sage._id}`)).body;
    const ld = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!);
    expect(ld).toMatchObject({
      '@type': 'ProductGroup',
      name: p.title,
      productGroupID: p.slug,
      variesBy: ['https://schema.org/color', 'Ruling'],
    });
    expect(ld.image[0]).toBe(`https://shop.example/image/products/${p.image[0]}`);
    expect(ld.hasVariant).toHaveLength(p.variants.length);
    const offerOf = (label: string) =>
      ld.hasVariant.find((v: { name: string }) => v.name === `${p.title} (${label})`);
    expect(offerOf('Sage / Dotted')).toMatchObject({
      '@type': 'Product',
      sku: sage.sku,
      color: 'Sage',
      Ruling: 'Dotted',
      url: `https://shop.example/products/${p._id}?variant=${sage._id}`,
      offers: {
        '@type': 'Offer',
        priceCurrency: 'INR',
        price: (sage.salePrice ?? sage.price).toFixed(2),
        availability: 'https://schema.org/InStock',
      },
    });
    expect(offerOf('Terracotta / Ruled').offers.availability).toBe('https://schema.org/OutOfStock');
    // The page is the product's, whichever variant it opens on; the picture it opens on comes first.
    expect(html).toContain(
      `<link rel="canonical" href="https://shop.example/products/${p._id}" />`,
    );
    expect(html).toContain(`imagesrcset="${productImageSrcSet(sage.images[0])}`);
    expect(html).toContain('property="og:title"');
  });

  it('serves post HTML with BlogPosting JSON-LD', async () => {
    const post = (await get('/api/blogs/get-blogs')).json().blogs[0];
    const html = (await get(`/blog/${post.slug}`)).body;
    expect(html).toContain('"@type":"BlogPosting"');
    expect(html).toContain(`<title>${post.title.replace(/&/g, '&amp;')} | Mindful Marks</title>`);
  });
});
