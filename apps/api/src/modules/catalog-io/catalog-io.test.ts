import { asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import type { Database, Db } from '../../db/client';
import { productImages, products, productVariants, stockAdjustments } from '../../db/schema';
import { imageKey } from '../../integrations/storage';
import { signedInUser } from '../../test/factories';
import { createTestDatabase, testConfig } from '../../test/test-app';

const PNG = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c84' } })
  .png()
  .toBuffer();
/** The network edge: an image host that answers every address with the same PNG. */
const fetchImpl = vi.fn(
  async () => new Response(PNG, { status: 200, headers: { 'content-type': 'image/png' } }),
);

let app: FastifyInstance;
let database: Database;
let db: Db;
let owner: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  app = await buildApp({
    config: testConfig(),
    database,
    fetchImpl: fetchImpl as unknown as typeof fetch,
  });
  owner = await signedInUser(app, db, { role: 'admin', name: 'Owner' });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

function csvFile(text: string) {
  const boundary = 'catalogueboundary' + Date.now();
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="products.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(text),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const importCsv = (text: string, dryRun = false) => {
  const { payload, headers } = csvFile(text);
  return app.inject({
    method: 'POST',
    url: `/api/admin/products/import${dryRun ? '?dryRun=1' : ''}`,
    headers: { ...owner.headers, ...headers },
    payload,
  });
};

const HEADER =
  'Handle,Title,Body (HTML),Type,Published,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Variant SKU,Variant Inventory Qty,Variant Price,Variant Compare At Price,Image Src,Image Position';

/** A journal in two covers and two rulings (4 variants, one image), and a poster of one variant. */
const NEW_PRODUCTS = [
  HEADER,
  'csv-journal,CSV Journal,<p>A journal &amp; more</p>,Journals,TRUE,Cover,Sage,Ruling,Dotted,CSVJ-SAGE-DOT,5,499.00,599.00,https://93.184.215.14/journal.png,1',
  'csv-journal,,,,,,Sage,,Ruled,CSVJ-SAGE-RULED,3,499.00,,,',
  'csv-journal,,,,,,Charcoal,,Dotted,CSVJ-CHAR-DOT,0,549.00,,,',
  'csv-journal,,,,,,Charcoal,,Ruled,CSVJ-CHAR-RULED,2,549.00,,,',
  'csv-poster,CSV Poster,Mountains at dawn,Posters,FALSE,Title,Default Title,,,CSVP-1,7,"1,299.50",,,',
].join('\r\n');

const counts = async () => ({
  products: (await db.select({ n: count() }).from(products))[0]!.n,
  variants: (await db.select({ n: count() }).from(productVariants))[0]!.n,
  images: (await db.select({ n: count() }).from(productImages))[0]!.n,
  adjustments: (await db.select({ n: count() }).from(stockAdjustments))[0]!.n,
  updated: await db
    .select({ at: sql<string>`max(${productVariants.updatedAt})::text` })
    .from(productVariants),
  productsUpdated: await db
    .select({ at: sql<string>`max(${products.updatedAt})::text` })
    .from(products),
});

describe('access', () => {
  it.each([
    ['GET', '/api/admin/products/export.csv'],
    ['POST', '/api/admin/products/import'],
  ] as const)('%s %s is for the owner only', async (method, url) => {
    const shopper = await signedInUser(app, db);
    expect((await app.inject({ method, url })).statusCode).toBe(401);
    expect((await app.inject({ method, url, headers: shopper.headers })).statusCode).toBe(403);
  });

  it('answers 415 without a multipart body and 400 for a file without a Handle column', async () => {
    const plain = await app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      headers: owner.headers,
      payload: { file: 'x' },
    });
    expect(plain.statusCode).toBe(415);
    const res = await importCsv('Title,Variant Price\r\nA,1\r\n', true);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/no Handle column/);
  });
});

describe('dry run', () => {
  it('reports a duplicate SKU, a missing option value and a bad price with their lines, and changes nothing', async () => {
    const before = await counts();
    const file = [
      HEADER,
      'dry-journal,Dry Journal,Notes,Journals,TRUE,Cover,Sage,Ruling,Dotted,DRY-1,5,499.00,,,',
      'dry-journal,,,,,,Sage,,,DRY-2,5,499.00,,,',
      'dry-poster,Dry Poster,Notes,Posters,TRUE,Size,A4,,,DRY-1,1,12.5.0,,,',
      'dry-planner,Dry Planner,Notes,Planners,TRUE,Size,A5,,,DRY-3,1,350,,,',
    ].join('\n');
    const res = await importCsv(file, true);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.dryRun).toBe(true);
    const byHandle = Object.fromEntries(
      report.products.map((p: { handle: string }) => [p.handle, p]),
    );
    expect(byHandle['dry-journal']).toMatchObject({ line: 2, action: 'refuse' });
    expect(byHandle['dry-journal'].reasons).toContain(
      'Line 3: Option2 Value is missing: the product has the option Ruling',
    );
    expect(byHandle['dry-poster']).toMatchObject({ line: 4, action: 'refuse' });
    expect(byHandle['dry-poster'].reasons).toEqual(
      expect.arrayContaining([
        'Line 4: Variant Price "12.5.0" is not an amount in rupees like 499.00',
        'Line 4: SKU DRY-1 is also on line 2 (dry-journal)',
      ]),
    );
    expect(byHandle['dry-planner']).toMatchObject({ line: 5, action: 'create' });
    expect(report.totals).toMatchObject({ rows: 4, products: 3, create: 1, refuse: 2 });
    expect(await counts()).toEqual(before);
  });

  it('refuses a SKU another product of the shop has, an unknown Type and a new product without a Title', async () => {
    const [taken] = await db.select({ sku: productVariants.sku }).from(productVariants).limit(1);
    const file = [
      HEADER,
      `dry-a,Dry A,Notes,Journals,TRUE,,,,,${taken!.sku},1,10,,,`,
      'dry-b,Dry B,Notes,Stickers,TRUE,,,,,DRY-B,1,10,,,',
      'dry-c,,Notes,Journals,TRUE,,,,,DRY-C,1,10,,,',
    ].join('\n');
    const report = (await importCsv(file, true)).json();
    const reasons = report.products.map((p: { reasons: string[] }) => p.reasons.join(' | '));
    expect(reasons[0]).toMatch(new RegExp(`^Line 2: SKU ${taken!.sku} belongs to another product`));
    expect(reasons[1]).toMatch(
      /^Line 3: Type "Stickers" is not a category of the shop: use Trackers/,
    );
    expect(reasons[2]).toBe('Line 4: Title is required for a new product');
  });
});

describe('import', () => {
  it('creates products, variants, stock adjustments and fetched images; a second import changes nothing', async () => {
    const first = (await importCsv(NEW_PRODUCTS)).json();
    expect(first.totals).toMatchObject({
      create: 2,
      variantsCreated: 5,
      imagesAdded: 1,
      refuse: 0,
    });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [journal] = await db.select().from(products).where(eq(products.slug, 'csv-journal'));
    expect(journal).toMatchObject({
      title: 'CSV Journal',
      description: 'A journal & more',
      categorySlug: 'journals',
      active: true,
      countInStock: 10,
      priceCents: 59900,
      salePriceCents: 49900,
      options: [
        { name: 'Cover', values: ['Sage', 'Charcoal'] },
        { name: 'Ruling', values: ['Dotted', 'Ruled'] },
      ],
    });
    const [poster] = await db.select().from(products).where(eq(products.slug, 'csv-poster'));
    expect(poster).toMatchObject({ active: false, options: [], priceCents: 129950 });
    const adjustments = await db
      .select()
      .from(stockAdjustments)
      .where(eq(stockAdjustments.productId, journal!.id));
    expect(adjustments.map((a) => [a.delta, a.reason]).sort()).toEqual([
      [2, 'Imported from CSV'],
      [3, 'Imported from CSV'],
      [5, 'Imported from CSV'],
    ]);
    const [image] = await db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, journal!.id));
    expect(image).toMatchObject({ width: 40, height: 30 });
    expect(await app.services.storage.exists(imageKey('products', image!.fileName))).toBe(true);

    const before = await counts();
    const second = (await importCsv(NEW_PRODUCTS)).json();
    expect(second.totals).toMatchObject({ unchanged: 2, create: 0, change: 0, imagesAdded: 0 });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(await counts()).toEqual(before);
  });

  it('changes only what differs and sets stock through a recorded adjustment', async () => {
    const changed = NEW_PRODUCTS.replace('CSVJ-SAGE-RULED,3,499.00', 'CSVJ-SAGE-RULED,8,459.00');
    const report = (await importCsv(changed)).json();
    expect(report.totals).toMatchObject({ change: 1, unchanged: 1, stockAdjusted: 1 });
    expect(
      report.products.find((p: { handle: string }) => p.handle === 'csv-journal').reasons,
    ).toEqual([
      'prices of CSVJ-SAGE-RULED: 499.00/none → 459.00/none',
      'stock of CSVJ-SAGE-RULED: 3 → 8',
    ]);
    const [variant] = await db
      .select()
      .from(productVariants)
      .where(eq(productVariants.sku, 'CSVJ-SAGE-RULED'));
    expect(variant).toMatchObject({ countInStock: 8, priceCents: 45900 });
    const [last] = await db
      .select()
      .from(stockAdjustments)
      .where(eq(stockAdjustments.variantId, variant!.id))
      .orderBy(sql`${stockAdjustments.createdAt} desc`)
      .limit(1);
    expect(last).toMatchObject({
      delta: 5,
      stockAfter: 8,
      reason: 'Imported from CSV',
      userId: owner.user.id,
    });
  });

  it('never fetches a private or plain-http address', async () => {
    fetchImpl.mockClear();
    const file = [
      HEADER,
      'csv-ssrf,SSRF Poster,Notes,Posters,TRUE,,,,,CSV-SSRF,1,10,,https://127.0.0.1/a.png,1',
      'csv-ssrf,,,,,,,,,,,,,http://93.184.215.14/b.png,2',
      'csv-ssrf,,,,,,,,,,,,,https://169.254.169.254/latest/meta-data,3',
      'csv-ssrf,,,,,,,,,,,,,https://localhost/c.png,4',
    ].join('\n');
    const report = (await importCsv(file)).json();
    expect(report.products[0]).toMatchObject({ action: 'create' });
    expect(report.products[0].warnings).toHaveLength(4);
    expect(report.products[0].warnings[0]).toMatch(/^Line 2: .*only public addresses are fetched/);
    expect(report.products[0].warnings[1]).toMatch(/^Line 3: .*only https addresses are fetched/);
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});

/** Everything an export carries, in a comparable shape. */
async function catalogue() {
  const rows = await db.select().from(products).orderBy(asc(products.slug));
  const variants = await db.select().from(productVariants).orderBy(asc(productVariants.sku));
  const images = await db.select().from(productImages).orderBy(asc(productImages.fileName));
  const slugOf = new Map(rows.map((p) => [p.id, p.slug]));
  return {
    products: rows.map((p) => ({
      slug: p.slug,
      title: p.title,
      description: p.description,
      category: p.categorySlug,
      hsn: p.hsnCode,
      tax: p.taxPercent,
      active: p.active,
      options: p.options,
      price: p.priceCents,
      sale: p.salePriceCents,
      stock: p.countInStock,
    })),
    variants: variants.map((v) => ({
      product: slugOf.get(v.productId),
      sku: v.sku,
      values: v.optionValues,
      price: v.priceCents,
      sale: v.salePriceCents,
      stock: v.countInStock,
      grams: v.weightGrams,
      barcode: v.barcode,
      active: v.active,
    })),
    images: images.map((i) => ({
      product: slugOf.get(i.productId),
      file: i.fileName,
      alt: i.alt,
      size: [i.width, i.height],
    })),
  };
}

describe('export, then import into an empty shop', () => {
  it('reproduces the catalogue: products, options, variants, prices, stock and images', async () => {
    // The seed's pictures are rendered into storage at start-up; here a stand-in of each size.
    const files = await db
      .selectDistinct({
        file: productImages.fileName,
        w: productImages.width,
        h: productImages.height,
      })
      .from(productImages);
    const standIns = new Map<string, Buffer>();
    for (const { file, w, h } of files) {
      const standIn =
        standIns.get(`${w}x${h}`) ??
        (await sharp({ create: { width: w, height: h, channels: 3, background: '#eee' } })
          .png({ palette: true })
          .toBuffer());
      standIns.set(`${w}x${h}`, standIn);
      await app.services.storage.put(imageKey('products', file), standIn, {
        contentType: 'image/png',
        overwrite: true,
      });
    }
    const exported = await app.inject({
      method: 'GET',
      url: '/api/admin/products/export.csv',
      headers: owner.headers,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toMatch(/^text\/csv/);
    expect(exported.body.split('\r\n')[0]).toMatch(
      /^Handle,Title,Body \(HTML\),Vendor,Type,Tags,Published,Option1 Name,Option1 Value,.*,SEO Title,SEO Description,HSN Code,Variant Active$/,
    );
    const before = await catalogue();
    expect(before.products.length).toBeGreaterThan(20);

    await db.execute(sql`truncate products cascade`);
    expect((await catalogue()).products).toEqual([]);

    const report = (await importCsv(exported.body)).json();
    expect(report.totals.refuse).toBe(0);
    expect(report.totals.create).toBe(before.products.length);
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(await catalogue()).toEqual(before);

    const again = await app.inject({
      method: 'GET',
      url: '/api/admin/products/export.csv',
      headers: owner.headers,
    });
    expect(again.body).toBe(exported.body);
  }, 60_000);
});
