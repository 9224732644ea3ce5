import { sql } from 'drizzle-orm';
import type { Product } from '@shop/shared';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buy } from '../../test/checkout';
import { signedInUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let product: Product;
let buyer: Awaited<ReturnType<typeof signedInUser>>;
let jpegWithExif: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  product = (await t.app.inject({ method: 'GET', url: '/api/products/get-products' }))
    .json()
    .products.find((p: Product) => p.countInStock > 5);
  buyer = await signedInUser(t.app, t.db, { name: 'Rohan Mehta' });
  await buy(t.app, buyer.headers, [{ id: product._id, quantity: 1 }]);
  jpegWithExif = await sharp({
    create: { width: 400, height: 300, channels: 3, background: '#88aa99' },
  })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera-owner' } } })
    .toBuffer();
});
afterAll(() => t.close());

type Field =
  { name: string; value: string } | { name: string; file: Buffer; filename: string; type: string };

function multipart(fields: Field[]) {
  const boundary = '----shoptest' + Math.random().toString(16).slice(2);
  const chunks: Buffer[] = [];
  for (const f of fields) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('file' in f) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${f.name}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`,
        ),
        f.file,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${f.name}"\r\n\r\n${f.value}\r\n`),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const text = (name: string, value: string): Field => ({ name, value });
const image = (file: Buffer, filename = 'photo.jpg', type = 'image/jpeg'): Field => ({
  name: 'reviewImage',
  file,
  filename,
  type,
});

async function post(
  fields: Field[],
  headers: Record<string, string> = buyer.headers,
  productId = product._id,
) {
  const body = multipart(fields);
  return t.app.inject({
    method: 'POST',
    url: `/api/products/review-product/${productId}`,
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}
const list = async () =>
  (await t.app.inject({ method: 'GET', url: `/api/products/get-reviews/${product._id}` })).json();
const reviewsDir = () => path.join(t.config.imagesDir, 'reviews');
const reviewFiles = () => (existsSync(reviewsDir()) ? readdirSync(reviewsDir()) : []);
const productNow = async () =>
  (await t.app.inject({ method: 'GET', url: `/api/products/get-products/${product._id}` })).json()
    .products as Product;

describe('posting reviews', () => {
  it('refuses visitors (401) and shoppers who did not buy the product (403)', async () => {
    expect((await post([text('rating', '5'), text('comment', 'Lovely')], {})).statusCode).toBe(401);
    const stranger = await signedInUser(t.app, t.db);
    const res = await post([text('rating', '5'), text('comment', 'Lovely')], stranger.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You need to purchase this product to leave a review.');
  });

  it('checks the purchase before decoding any photo: a stranger gets 403, nothing is stored', async () => {
    const stranger = await signedInUser(t.app, t.db);
    // PNG magic followed by garbage: sniffs as an image, but decoding it would fail (a 400).
    const undecodable = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64, 0x42),
    ]);
    const res = await post(
      [text('rating', '5'), text('comment', 'Lovely'), image(undecodable, 'x.png', 'image/png')],
      stranger.headers,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You need to purchase this product to leave a review.');
    expect(reviewFiles()).toEqual([]);
  });

  it.each([
    [[text('rating', '6'), text('comment', 'Nice')], 'Rating must be between 1 and 5'],
    [[text('rating', '0'), text('comment', 'Nice')], 'Rating must be between 1 and 5'],
    [
      [text('rating', '4'), text('comment', 'x'.repeat(501))],
      'Comment must be at most 500 characters',
    ],
    [[text('rating', '4'), text('comment', '   ')], 'Please write a comment'],
    [
      [text('rating', '4'), text('title', 't'.repeat(101)), text('comment', 'Nice')],
      'Title must be at most 100 characters',
    ],
  ])('rejects bad fields with a clear 400 and stores nothing', async (fields, message) => {
    const res = await post(fields);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await list()).count).toBe(0);
  });

  it('rejects 4 images, a text file named .jpg, an SVG and a 6 MB file, storing nothing', async () => {
    const base = [text('rating', '4'), text('comment', 'Nice paper')];
    const four = await post([
      ...base,
      image(jpegWithExif),
      image(jpegWithExif),
      image(jpegWithExif),
      image(jpegWithExif),
    ]);
    expect(four.statusCode).toBe(400);
    expect(four.json().message).toBe('You can upload a maximum of 3 images');
    const fake = await post([...base, image(Buffer.from('just some text, honestly'), 'cat.jpg')]);
    expect(fake.statusCode).toBe(400);
    const svg = await post([
      ...base,
      image(
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'x.svg',
        'image/svg+xml',
      ),
    ]);
    expect(svg.statusCode).toBe(400);
    expect(svg.json().message).toBe('Only JPEG, PNG, WebP or GIF images can be uploaded');
    const big = await post([...base, image(Buffer.alloc(6 * 1024 * 1024, 0xff))]);
    expect(big.statusCode).toBe(413);
    expect(reviewFiles()).toEqual([]);
    expect((await list()).count).toBe(0);
  });

  it('lets a buyer post with photos, then edit the same review', async () => {
    const created = await post([
      text('rating', '4'),
      text('title', 'Good'),
      text('comment', 'Thick paper, lovely cover.'),
      text('withImage', 'true'),
      image(jpegWithExif),
      image(jpegWithExif, 'b.png'),
    ]);
    expect(created.statusCode).toBe(201);
    let reviews = await list();
    expect(reviews).toMatchObject({ count: 1, average: 4, distribution: { 4: 1, 5: 0 } });
    expect(reviews.review[0]).toMatchObject({
      user: { name: 'Rohan Mehta' },
      rating: 4,
      title: 'Good',
      withImage: true,
      verifiedBuyer: true,
    });
    expect(reviews.review[0].image).toHaveLength(2);
    expect(JSON.stringify(reviews)).not.toContain('@example.com');
    expect(await productNow()).toMatchObject({ rating: 4, reviews: 1 });

    const stored = path.join(t.config.imagesDir, 'reviews', reviews.review[0].image[0]);
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    const served = await t.app.inject({
      method: 'GET',
      url: `/image/reviews/${reviews.review[0].image[0]}`,
    });
    expect(served.statusCode).toBe(200);

    const edited = await post([
      text('rating', '2'),
      text('comment', 'The binding came loose after a month.'),
    ]);
    expect(edited.statusCode).toBe(200);
    reviews = await list();
    expect(reviews).toMatchObject({ count: 1, average: 2, distribution: { 2: 1, 4: 0 } });
    expect(reviews.review[0].image).toHaveLength(2);
    expect(await productNow()).toMatchObject({ rating: 2, reviews: 1 });
  });

  it('averages several buyers', async () => {
    const second = await signedInUser(t.app, t.db, { name: 'Ishita' });
    await buy(t.app, second.headers, [{ id: product._id, quantity: 1 }]);
    expect(
      (await post([text('rating', '5'), text('comment', 'Perfect gift')], second.headers))
        .statusCode,
    ).toBe(201);
    expect(await list()).toMatchObject({ count: 2, average: 3.5, distribution: { 5: 1, 2: 1 } });
  });

  it('marks a review "verified buyer" only while its author has a paid order of the product', async () => {
    const refunded = await signedInUser(t.app, t.db, { name: 'Tara' });
    await buy(t.app, refunded.headers, [{ id: product._id, quantity: 1 }]);
    await post([text('rating', '3'), text('comment', 'Fine')], refunded.headers);
    await t.db.execute(
      sql`update orders set payment_status = 'refund_due' where user_id = ${refunded.user.id}`,
    );
    const marks = Object.fromEntries(
      (await list()).review.map((r: { user: { name: string }; verifiedBuyer: boolean }) => [
        r.user.name,
        r.verifiedBuyer,
      ]),
    );
    expect(marks).toEqual({ 'Rohan Mehta': true, Ishita: true, Tara: false });
  });

  it('answers 404 for reviews of an unknown product', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/products/get-reviews/nope' })).statusCode,
    ).toBe(404);
  });
});

describe('reading reviews as a signed-in shopper', () => {
  const listAs = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/api/products/get-reviews/${product._id}`, headers });
  const mineOf = (body: { review: { user: { name: string }; mine?: boolean }[] }) =>
    Object.fromEntries(body.review.map((r) => [r.user.name, r.mine]));

  it("marks the viewer's own review; a visitor or a forged token reads as a visitor", async () => {
    expect(mineOf((await listAs(buyer.headers)).json())).toMatchObject({
      'Rohan Mehta': true,
      Ishita: false,
    });
    for (const headers of [{}, { 'auth-token': 'forged.token.value' }] as Record<
      string,
      string
    >[]) {
      const res = await listAs(headers);
      expect(res.statusCode).toBe(200);
      expect(mineOf(res.json())).toMatchObject({ 'Rohan Mehta': undefined });
    }
  });

  it('answers 500 when the session cannot be checked (database failure), not as a visitor', async () => {
    // Only the session check reads revoked_tokens: the review list itself still could answer.
    await t.db.execute(sql`alter table revoked_tokens rename to revoked_tokens_away`);
    try {
      const res = await listAs(buyer.headers);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ success: false });
      expect((await listAs({})).statusCode).toBe(200);
    } finally {
      await t.db.execute(sql`alter table revoked_tokens_away rename to revoked_tokens`);
    }
  });
});

describe('the variant a reviewer bought', () => {
  it('names the options of their latest paid purchase of the product ("Bought: Charcoal / Dotted")', async () => {
    const journal = (
      await t.app.inject({
        method: 'GET',
        url: '/api/products/get-products/dot-grid-bullet-journal-a5',
      })
    ).json().products as Product;
    const variantOf = (colour: string, ruling: string) =>
      journal.variants!.find((v) => v.options.Colour === colour && v.options.Ruling === ruling)!;
    const shopper = await signedInUser(t.app, t.db, { name: 'Meera' });
    for (const variant of [variantOf('Sage', 'Ruled'), variantOf('Charcoal', 'Dotted')]) {
      const line = { id: journal._id, quantity: 1, variantId: variant._id };
      await buy(t.app, shopper.headers, [line]);
    }
    const res = await post(
      [text('rating', '5'), text('comment', 'Dots are crisp')],
      shopper.headers,
      journal._id,
    );
    expect(res.statusCode).toBe(201);
    const reviews = (
      await t.app.inject({ method: 'GET', url: `/api/products/get-reviews/${journal._id}` })
    ).json().review;
    expect(reviews[0]).toMatchObject({
      user: { name: 'Meera' },
      boughtOptions: { Colour: 'Charcoal', Ruling: 'Dotted' },
    });
  });
});
