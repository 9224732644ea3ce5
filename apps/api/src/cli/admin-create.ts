/**
 * npm run admin:create -- --email E --name N [--reset-two-step]
 * Creates the owner's account (or promotes an existing one) and prints a one-time link to set
 * its password. The link works for 24 hours. With --reset-two-step (an owner who lost both the
 * phone and the recovery codes), the authenticator is forgotten and every session ends: the
 * owner sets two-step sign-in up again at the next sign-in.
 */
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { runningServer } from '../db/embedded-lock';
import { recoveryCodes, users } from '../db/schema';
import { createMailer } from '../integrations/mailer';
import { createPasswordResetService, findUserByEmail } from '../modules/accounts';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    'reset-two-step': { type: 'boolean', default: false },
  },
});
const email = values.email?.trim().toLowerCase();
if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
  console.error('Usage: npm run admin:create -- --email owner@example.com --name "Owner Name"');
  process.exit(2);
}

const config = loadConfig();
const server = config.databaseUrl ? null : runningServer(config.dataDir);
if (server) {
  console.error(
    `The shop (pid ${server}) is running on ${config.dataDir}: the embedded database has one writer. Stop the shop, run this again, then start it.`,
  );
  process.exit(1);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const { db } = database;
let user = await findUserByEmail(db, email);
if (user) {
  [user] = await db
    .update(users)
    .set({ role: 'admin', updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  console.log(`${email} is now an admin.`);
  if (values['reset-two-step']) {
    await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, user!.id));
    await db
      .update(users)
      .set({
        totpSecret: null,
        totpPendingSecret: null,
        totpEnabledAt: null,
        totpLastStep: null,
        tokenVersion: sql`${users.tokenVersion} + 1`,
      })
      .where(eq(users.id, user!.id));
    console.log('Two-step sign-in was reset: set it up again at the next sign-in.');
  }
} else {
  [user] = await db
    .insert(users)
    .values({ email, name: values.name?.trim() || email.split('@')[0]!, role: 'admin' })
    .returning();
  console.log(`Created the admin account ${email}.`);
}
const resets = createPasswordResetService({
  db,
  mailer: createMailer(db, { from: config.mailFrom }),
  secret: config.jwtSecret,
  publicUrl: config.publicUrl,
});
console.log(
  `Set its password within 24 hours at:\n  ${await resets.createSetPasswordLink(user!.id, user!.email)}\nThen sign in and open ${config.publicUrl}/admin`,
);
await database.close();
