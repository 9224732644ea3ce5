/** Search by option (record 042): option filters, their facets, and finding a product by SKU. */
import type { Product } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants } from '../../db/schema';
import { variantsOf } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type OptionFacet = { name: string; values: { value: string; count: number }[] };
type Found = Product & { matchedVariantId?: string };
type SearchBody = {
  products: Found[];
  total: number;
  facets: { categories: { slug: string; count: number }[]; options: OptionFacet[] };
  correctedQuery: string | null;
  message?: string;
};

/** `opt` may repeat: each entry of `opt` is one parameter. */
async function search(params: Record<string, string | number> = {}, opt: string[] = []) {
  const qs = new URLSearchParams(
    Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]),
  );
  for (const o of opt) qs.append('opt', o);
  const res = await t.app.inject({ method: 'GET', url: `/api/products/search?${qs}` });
  return { status: res.statusCode, body: res.json() as SearchBody };
}

const facet = (body: SearchBody, name: string) =>
  Object.fromEntries(
    (body.facets.options.find((o) => o.name === name)?.values ?? []).map((v) => [v.value, v.count]),
  );
const slugs = (body: SearchBody) => body.products.map((p) => p.slug).sort();
const JOURNAL = 'dot-grid-bullet-journal-a5';
const GRATITUDE = 'gratitude-journal-linen-edition';

async function productId(slug: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/products/get-products/${slug}` });
  return (res.json() as { products: Product }).products._id;
}

describe('search by option', () => {
  it('filters by an option value and counts the option without its own filter', async () => {
    const { status, body } = await search({ pageSize: 100 }, ['Ruling:Dotted']);
    expect(status).toBe(200);
    expect(slugs(body)).toEqual([JOURNAL]);
    expect(body.total).toBe(1);
    // Ruling's counts ignore the Ruling filter: what checking each value would add.
    expect(facet(body, 'Ruling')).toEqual({ Dotted: 1, Ruled: 2, Plain: 1 });
    // Colour's counts apply it: the dotted journal's three covers.
    expect(facet(body, 'Colour')).toEqual({ Charcoal: 1, Sage: 1, Terracotta: 1 });
    expect(body.facets.categories.find((c) => c.slug === 'journals')?.count).toBe(1);
  });

  it('ors the values of one option and ands different options', async () => {
    const either = await search({ pageSize: 100 }, ['Ruling:Dotted', 'Ruling:Plain']);
    expect(slugs(either.body)).toEqual([JOURNAL, GRATITUDE].sort());
    const both = await search({ pageSize: 100 }, ['Ruling:Ruled', 'Colour:Sand']);
    expect(slugs(both.body)).toEqual([GRATITUDE]);
    const none = await search({ pageSize: 100 }, ['Ruling:Dotted', 'Colour:Sand']);
    expect(none.body.total).toBe(0);
  });

  it('answers the sizes the posters and the planner are sold in', async () => {
    const { body } = await search({ pageSize: 100 });
    expect(facet(body, 'Size')).toEqual({ A2: 2, A3: 2, A4: 2, A5: 1, B6: 1 });
    const a3 = await search({ pageSize: 100 }, ['Size:A3']);
    expect(slugs(a3.body)).toEqual(['emotion-wheel-poster', 'wheel-of-life-poster']);
    expect(a3.body.facets.categories.find((c) => c.slug === 'posters')?.count).toBe(2);
  });

  it('filters a text search the same way, each count what choosing it shows', async () => {
    const { body } = await search({ q: 'journal', pageSize: 100 }, ['Ruling:Dotted']);
    expect(slugs(body)).toEqual([JOURNAL]);
    expect(facet(body, 'Ruling')).toMatchObject({ Dotted: 1, Ruled: 2, Plain: 1 });
    for (const [value, count] of Object.entries(facet(body, 'Colour'))) {
      const chosen = await search({ q: 'journal' }, ['Ruling:Dotted', `Colour:${value}`]);
      expect(chosen.body.total, value).toBe(count);
    }
    for (const [value, count] of Object.entries(facet(body, 'Ruling'))) {
      const chosen = await search({ q: 'journal' }, [`Ruling:${value}`]);
      expect(chosen.body.total, value).toBe(count);
    }
  });

  it('leaves out options with a single value, and keeps a chosen one', async () => {
    const { body } = await search({ q: 'emotion wheel poster' });
    expect(body.products[0]?.slug).toBe('emotion-wheel-poster');
    for (const option of body.facets.options) expect(option.values.length).toBeGreaterThan(1);
    const chosen = await search({ pageSize: 100 }, ['Ruling:Dotted', 'Size:A3']);
    expect(chosen.body.total).toBe(0);
    expect(facet(chosen.body, 'Size')).toMatchObject({ A3: 0 });
  });

  it('refuses malformed option filters with a clear 400', async () => {
    const missing = await search({}, ['Dotted']);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/Name:Value/);
    expect((await search({}, [':Dotted'])).status).toBe(400);
    expect((await search({}, ['Ruling:'])).status).toBe(400);
    const many = await search(
      {},
      Array.from({ length: 13 }, (_, i) => `Size:S${i}`),
    );
    expect(many.status).toBe(400);
    expect(many.body.message).toMatch(/At most 12 option filters/);
    const names = await search({}, ['A:1', 'B:1', 'C:1', 'D:1', 'E:1']);
    expect(names.status).toBe(400);
    expect((await search({}, [`Ruling:${'x'.repeat(90)}`])).status).toBe(400);
  });
});

describe('search by SKU', () => {
  it('finds a product by its variant SKU, any case, and names that variant', async () => {
    const variants = await variantsOf(t.db, await productId(JOURNAL));
    const sage = variants.find(
      (v) => v.optionValues.Colour === 'Sage' && v.optionValues.Ruling === 'Ruled',
    )!;
    const { body } = await search({ q: sage.sku.toLowerCase() });
    expect(body.products[0]?.slug).toBe(JOURNAL);
    expect(body.products[0]?.matchedVariantId).toBe(sage.id);
    expect(body.correctedQuery).toBeNull();
    // A beginning of one variant's SKU names it; of several, none.
    const begun = await search({ q: sage.sku.slice(0, -2) });
    expect(begun.body.products[0]?.matchedVariantId).toBe(sage.id);
    const prefix = await search({ q: 'DOT-GRID-BULLET' });
    expect(prefix.body.products.map((p) => p.slug)).toContain(JOURNAL);
    expect(prefix.body.products.find((p) => p.slug === JOURNAL)?.matchedVariantId).toBeUndefined();
  });

  it('ranks an exact SKU before the text matches', async () => {
    const [poster] = await variantsOf(t.db, await productId('emotion-wheel-poster'));
    await t.db
      .update(productVariants)
      .set({ sku: 'GRATITUDE' })
      .where(eq(productVariants.id, poster!.id));
    const { body } = await search({ q: 'gratitude' });
    expect(body.total).toBeGreaterThan(1);
    expect(body.products[0]?.slug).toBe('emotion-wheel-poster');
    expect(body.products[0]?.matchedVariantId).toBe(poster!.id);
    expect(body.products.slice(1).every((p) => p.matchedVariantId === undefined)).toBe(true);
  });

  it('suggests the product of a SKU while the shopper types it', async () => {
    const variants = await variantsOf(t.db, await productId('undated-weekly-planner-linen'));
    const b6 = variants.find((v) => v.optionValues.Size === 'B6')!;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/products/suggest?q=${encodeURIComponent(b6.sku.toLowerCase())}`,
    });
    const body = res.json() as { products: { slug: string; matchedVariantId?: string }[] };
    expect(body.products[0]).toMatchObject({
      slug: 'undated-weekly-planner-linen',
      matchedVariantId: b6.id,
    });
    const begun = await t.app.inject({
      method: 'GET',
      url: '/api/products/suggest?q=UNDATED-WEEKLY',
    });
    const first = (
      begun.json() as { products: { slug: string; matchedVariantId?: string }[] }
    ).products.find((p) => p.slug === 'undated-weekly-planner-linen');
    expect(first).toBeDefined();
    expect(first?.matchedVariantId).toBeUndefined();
  });
});
