/** Test data factories and request helpers. */
import { randomBytes } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { asc, eq, inArray } from 'drizzle-orm';
import { productVariants, users, variantPrices } from '../db/schema';
import { syncProductFacts, syncProductStock } from '../db/variant-facts';
import { hashPassword } from '../lib/passwords';

export const TEST_PASSWORD = 'Secret#123';
const cachedHash = hashPassword(TEST_PASSWORD);

export async function createUser(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  const [user] = await db
    .insert(users)
    .values({
      name: 'Asha Verma',
      email: `asha.${randomBytes(4).toString('hex')}@example.com`,
      number: '+91 98450 12345',
      passwordHash: await cachedHash,
      ...overrides,
    })
    .returning();
  return user!;
}

/** Logs in through the API and returns the token for the auth-token header. */
export async function loginAs(
  app: FastifyInstance,
  email: string,
  password = TEST_PASSWORD,
): Promise<string> {
  // Each test shopper logs in from an address of their own, as real shoppers do, so per-address
  // login limits do not trip in files that sign in many users.
  const [a, b] = randomBytes(2);
  const res = await app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email, password },
    remoteAddress: `10.77.${a}.${b}`,
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return res.json().token;
}

/** The code an authenticator app shows now for a base32 secret. */
export const totpCode = (secret: string, at = Date.now()) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: at,
  });

/**
 * Sets up two-step sign-in for an owner signed in with `token` (as the owner would, from the QR
 * code's secret) and answers the session that passed it, with the secret and recovery codes.
 */
export async function enrolTwoStep(app: FastifyInstance, token: string) {
  const remoteAddress = `10.78.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
  const headers = { 'auth-token': token };
  const setup = await app.inject({
    method: 'POST',
    url: '/api/auth/two-step/setup',
    headers,
    payload: {},
    remoteAddress,
  });
  if (setup.statusCode !== 200) throw new Error(`two-step set-up failed: ${setup.body}`);
  const secret = setup.json().secret as string;
  const enabled = await app.inject({
    method: 'POST',
    url: '/api/auth/two-step/enable',
    headers,
    payload: { code: totpCode(secret) },
    remoteAddress,
  });
  if (enabled.statusCode !== 200) throw new Error(`two-step enable failed: ${enabled.body}`);
  const body = enabled.json() as { token: string; recoveryCodes: string[] };
  return { token: body.token, secret, recoveryCodes: body.recoveryCodes };
}

/**
 * A signed-in user and headers that authenticate as them. An owner is signed in past the second
 * step (two-step sign-in set up on the way), as the back office requires.
 */
export async function signedInUser(
  app: FastifyInstance,
  db: Db,
  overrides: Partial<typeof users.$inferInsert> = {},
) {
  const user = await createUser(db, overrides);
  let token = await loginAs(app, user.email);
  if (user.role === 'admin') token = (await enrolTwoStep(app, token)).token;
  return { user, token, headers: { 'auth-token': token } };
}

/** The newest mail queued for an address. */
export async function latestMail(db: Db, to: string) {
  const { mailOutbox } = await import('../db/schema');
  const { desc, eq } = await import('drizzle-orm');
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  if (!mail) throw new Error(`no mail for ${to}`);
  return mail;
}

/**
 * Creates a product through the back office and publishes it (new products start as drafts), as
 * the owner does; answers the create call's response.
 */
export async function createLiveProduct(
  app: FastifyInstance,
  headers: Record<string, string>,
  payload: object,
) {
  const created = await app.inject({
    method: 'POST',
    url: '/api/admin/products',
    headers,
    payload,
  });
  if (created.statusCode === 201) {
    const published = await app.inject({
      method: 'POST',
      url: `/api/admin/products/${created.json().id}/archive`,
      headers,
      payload: { archived: false },
    });
    if (published.statusCode !== 200) throw new Error(`publishing failed: ${published.body}`);
  }
  return created;
}

/**
 * Gives a product `stock` units in its first variant and none in the others (record 038): a
 * checkout line that names no variant buys the first one in stock, so tests of one stock count
 * keep reading as they did before variants.
 */
export async function setStock(db: Db, productId: string, stock: number) {
  const variants = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position));
  for (const [i, variant] of variants.entries())
    await db
      .update(productVariants)
      .set({ countInStock: i === 0 ? stock : 0 })
      .where(eq(productVariants.id, variant.id));
  await syncProductStock(db, [productId]);
  return variants[0]!.id;
}

/** A product's variants in the owner's order. */
export const variantsOf = (db: Db, productId: string) =>
  db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position));

/** Prices every variant of a product alike (and so the product), in paise. */
export async function setPrice(
  db: Db,
  productId: string,
  priceCents: number,
  salePriceCents: number | null = null,
) {
  await db
    .update(productVariants)
    .set({ priceCents, salePriceCents })
    .where(eq(productVariants.productId, productId));
  await syncProductFacts(db, [productId]);
}

/** A hand-set price in another currency on every variant of a product (record 036, 038). */
export async function setListPrice(
  db: Db,
  productId: string,
  entry: { currency: string; priceMinor: number; salePriceMinor: number | null },
) {
  const variants = await variantsOf(db, productId);
  await db.insert(variantPrices).values(variants.map((v) => ({ variantId: v.id, ...entry })));
}

/** Removes a product's hand-set prices. */
export async function clearListPrices(db: Db, productId: string) {
  const variants = await variantsOf(db, productId);
  if (variants.length)
    await db.delete(variantPrices).where(
      inArray(
        variantPrices.variantId,
        variants.map((v) => v.id),
      ),
    );
}

/** A product the catalogue shows with more than `units` in stock (the seeded catalogue has many). */
export async function productInStock(app: FastifyInstance, units = 5) {
  const { products } = (await app.inject({ url: '/api/products/get-products' })).json() as {
    products: import('@shop/shared').Product[];
  };
  const product = products.find((p) => p.countInStock > units);
  if (!product) throw new Error(`no product with more than ${units} in stock`);
  return product;
}
