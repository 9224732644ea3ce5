import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { returns } from '../../db/schema';
import { NotFoundError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';

export type ReturnRow = typeof returns.$inferSelect;

/** A return by id, or 404 (also for an id that is not a UUID). */
export async function requireReturn(db: Db, id: string): Promise<ReturnRow> {
  const [row] = isUuid(id) ? await db.select().from(returns).where(eq(returns.id, id)) : [];
  if (!row) throw new NotFoundError('Return not found');
  return row;
}
