import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { generateSeedImages } from '../../db/seed/images';
import { SEED_PRODUCTS } from '../../db/seed/product-data';
import { signedInUser } from '../../test/factories';
import { startS3, type S3TestServer } from '../../test/s3';
import { createTestApp, createTestDatabase, testConfig } from '../../test/test-app';
import { createS3Storage } from './s3-storage';
import { imageKey, KeyExistsError, type Storage } from './storage';

let s3: S3TestServer;
let storage: Storage;

beforeAll(async () => {
  s3 = await startS3();
  storage = createS3Storage(s3.storage);
});
afterAll(async () => {
  storage?.close();
  await s3?.stop();
});

const photo = (background: string) =>
  sharp({ create: { width: 1000, height: 1000, channels: 3, background } })
    .png()
    .toBuffer();

/** Uploads one product photo through the admin API, as the back office does. */
async function uploadProductImage(app: FastifyInstance, headers: Record<string, string>) {
  const product = (await app.inject({ method: 'GET', url: '/api/products/get-products' })).json()
    .products[0];
  const boundary = 'storageboundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    await photo('#4a6a55'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: `/api/admin/products/${product._id}/images`,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json().files[0] as string;
}

describe('S3 driver', () => {
  it('puts, gets, checks and deletes objects in the bucket', async () => {
    const key = imageKey('products', 'driver-1.webp');
    expect(await storage.get(key)).toBeNull();
    expect(await storage.exists(key)).toBe(false);
    await storage.put(key, Buffer.from('webp bytes'), { contentType: 'image/webp' });
    const got = await storage.get(key);
    expect(got).toMatchObject({ size: 10, contentType: 'image/webp' });
    expect(got?.data.toString()).toBe('webp bytes');
    expect(await storage.exists(key)).toBe(true);
    await storage.delete(key);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
  });

  it('never replaces an existing key unless asked to', async () => {
    const key = imageKey('reviews', 'driver-2.webp');
    await storage.put(key, Buffer.from('original'), { contentType: 'image/webp' });
    await expect(
      storage.put(key, Buffer.from('intruder'), { contentType: 'image/webp' }),
    ).rejects.toBeInstanceOf(KeyExistsError);
    expect((await storage.get(key))?.data.toString()).toBe('original');
    await storage.put(key, Buffer.from('replaced'), { contentType: 'image/webp', overwrite: true });
    expect((await storage.get(key))?.data.toString()).toBe('replaced');
  });

  it('writes the seed pictures into the bucket once', async () => {
    const product = SEED_PRODUCTS[0]!;
    const first = await generateSeedImages(storage, { products: [product], posts: [] });
    expect(first.written).toBeGreaterThanOrEqual(2);
    const image = await storage.get(imageKey('products', `${product.slug}-1.webp`));
    expect((await sharp(image!.data).metadata()).format).toBe('webp');
    const again = await generateSeedImages(storage, { products: [product], posts: [] });
    expect(again).toMatchObject({ written: 0, skipped: first.written });
  });
});

describe('the shop on S3', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    t = await createTestApp({ storage: s3.storage });
    admin = await signedInUser(t.app, t.db, { role: 'admin' });
  });
  afterAll(() => t?.close());

  it('stores an uploaded product photo in the bucket and serves it and its 400 px variant', async () => {
    const file = await uploadProductImage(t.app, admin.headers);
    const stored = await storage.get(imageKey('products', file));
    expect(stored).not.toBeNull();
    expect(existsSync(path.join(t.config.imagesDir, 'products', file))).toBe(false);

    const res = await t.app.inject({ method: 'GET', url: `/image/products/${file}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(stored!.data)).toBe(true);
    const again = await t.app.inject({
      method: 'GET',
      url: `/image/products/${file}`,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    const small = await t.app.inject({ method: 'GET', url: `/image/products/w400/${file}` });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('image/webp');
    expect((await sharp(small.rawPayload).metadata()).width).toBe(400);
    const variant = await storage.get(imageKey('products-w400', file));
    expect(variant?.data.equals(small.rawPayload)).toBe(true);
    expect(existsSync(path.join(t.config.imagesDir, 'products-w400'))).toBe(false);
  });

  it('answers a missing image with a JSON 404', async () => {
    for (const url of ['/image/products/nope.webp', '/image/products/w400/nope.webp']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Image not found' });
    }
  });

  it('removes a deleted product photo and its variant from the bucket', async () => {
    const file = await uploadProductImage(t.app, admin.headers);
    await t.app.inject({ method: 'GET', url: `/image/products/w400/${file}` });
    const product = (
      await t.app.inject({ method: 'GET', url: '/api/products/get-products' })
    ).json().products[0];
    const detail = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/products/${product._id}`,
        headers: admin.headers,
      })
    ).json().product;
    const image = detail.images.find((i: { file: string }) => i.file === file);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/products/${product._id}/images/${image.id}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(await storage.exists(imageKey('products', file))).toBe(false);
    expect(await storage.exists(imageKey('products-w400', file))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: `/image/products/${file}` })).statusCode).toBe(
      404,
    );
  });
});

describe('two instances on one database and one bucket, each with its own DATA_DIR', () => {
  it('serves on B an image uploaded through A', async () => {
    const database = await createTestDatabase();
    const configA = testConfig({ storage: s3.storage });
    const configB = testConfig({ storage: s3.storage });
    expect(configA.dataDir).not.toBe(configB.dataDir);
    const a = await buildApp({ config: configA, database });
    const b = await buildApp({ config: configB, database });
    try {
      const owner = await signedInUser(a, database.db, { role: 'admin' });
      const file = await uploadProductImage(a, owner.headers);
      const fromA = await a.inject({ method: 'GET', url: `/image/products/${file}` });
      const fromB = await b.inject({ method: 'GET', url: `/image/products/${file}` });
      expect(fromB.statusCode).toBe(200);
      expect(fromB.rawPayload.equals(fromA.rawPayload)).toBe(true);
      // B makes the variant, A then serves B's copy from the bucket.
      const smallB = await b.inject({ method: 'GET', url: `/image/products/w400/${file}` });
      const smallA = await a.inject({ method: 'GET', url: `/image/products/w400/${file}` });
      expect(smallB.statusCode).toBe(200);
      expect(smallA.rawPayload.equals(smallB.rawPayload)).toBe(true);
    } finally {
      await a.close();
      await b.close();
      await database.close();
    }
  });
});

describe('with a CDN in front of the bucket', () => {
  it('redirects image requests there and lets pages load images from it', async () => {
    const t = await createTestApp({
      storage: { ...s3.storage, publicUrl: 'https://cdn.example.com/shop' },
    });
    try {
      await storage.put(
        imageKey('products', 'cdn-1.webp'),
        await sharp(await photo('#c0714f'))
          .webp()
          .toBuffer(),
        {
          contentType: 'image/webp',
        },
      );
      const res = await t.app.inject({ method: 'GET', url: '/image/products/cdn-1.webp' });
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe('https://cdn.example.com/shop/products/cdn-1.webp');
      expect(res.headers['content-security-policy']).toContain(
        "img-src 'self' data: blob: https://cdn.example.com",
      );
      const small = await t.app.inject({ method: 'GET', url: '/image/products/w400/cdn-1.webp' });
      expect(small.statusCode).toBe(301);
      expect(small.headers.location).toBe('https://cdn.example.com/shop/products-w400/cdn-1.webp');
      expect(await storage.exists(imageKey('products-w400', 'cdn-1.webp'))).toBe(true);
    } finally {
      await t.close();
    }
  });
});
