/**
 * One filter, three uses (record 061): the owner's list, a segment's count and whether one customer
 * is in a segment (a promotion's condition, a newsletter's audience) all narrow `customer_facts`
 * with these conditions.
 */
import type { CustomerFilter, CustomerSort } from '@shop/shared';
import { and, asc, desc, eq, gt, gte, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { customerFacts as f } from '../../db/schema/customers';

const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;

/** The facts' conditions a filter asks for (none: every customer). */
export function filterConditions(filter: CustomerFilter): SQL[] {
  const c: (SQL | undefined)[] = [];
  if (filter.ordersAtLeast !== undefined) c.push(gte(f.ordersCount, filter.ordersAtLeast));
  if (filter.ordersAtMost !== undefined) c.push(lte(f.ordersCount, filter.ordersAtMost));
  if (filter.spentOverMinor !== undefined) c.push(gt(f.spentMinor, filter.spentOverMinor));
  if (filter.noOrderInDays)
    c.push(or(isNull(f.lastOrderAt), lt(f.lastOrderAt, daysAgo(filter.noOrderInDays))));
  if (filter.orderedInDays) c.push(gte(f.lastOrderAt, daysAgo(filter.orderedInDays)));
  if (filter.firstOrderInDays) c.push(gte(f.firstOrderAt, daysAgo(filter.firstOrderInDays)));
  if (filter.codReturnsAtLeast !== undefined) c.push(gte(f.codReturns, filter.codReturnsAtLeast));
  if (filter.newsletter) c.push(eq(f.subscribed, filter.newsletter === 'subscribed'));
  if (filter.kind) c.push(eq(f.guest, filter.kind === 'guest'));
  return c.filter((x): x is SQL => x !== undefined);
}

/** A segment holds living customers only: a deleted account is nobody's audience. */
export const segmentWhere = (filter: CustomerFilter) =>
  and(eq(f.deleted, false), ...filterConditions(filter));

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * A search by name, e-mail or phone: text with 4+ digits and nothing but phone punctuation is a
 * phone number (its digits anywhere in the customer's); anything else matches name or e-mail.
 * Both read trigram indexes.
 */
export function searchCondition(q: string): SQL | undefined {
  const text = q.trim().toLowerCase();
  if (!text) return undefined;
  const digits = text.replace(/\D/g, '');
  if (/^[+\d\s().-]+$/.test(text) && digits.length >= 4)
    return sql`${f.phoneDigits} like ${`%${escapeLike(digits)}%`}`;
  const like = `%${escapeLike(text)}%`;
  return or(sql`lower(${f.name}) like ${like}`, sql`${f.email} like ${like}`);
}

/** Each sort, with the id last so pages never overlap. */
export function sortOrder(sort: CustomerSort): SQL[] {
  const nullsLast = (column: typeof f.lastOrderAt | typeof f.firstOrderAt, dir: 'asc' | 'desc') =>
    sql`${column} ${sql.raw(dir)} nulls last`;
  const by: Record<CustomerSort, SQL[]> = {
    last_order_desc: [nullsLast(f.lastOrderAt, 'desc')],
    last_order_asc: [nullsLast(f.lastOrderAt, 'asc')],
    first_order_desc: [nullsLast(f.firstOrderAt, 'desc')],
    first_order_asc: [nullsLast(f.firstOrderAt, 'asc')],
    orders_desc: [desc(f.ordersCount)],
    spent_desc: [desc(f.spentMinor)],
    cod_returns_desc: [desc(f.codReturns)],
    name_asc: [asc(sql`lower(${f.name})`)],
  };
  return [...by[sort], asc(f.id)];
}
