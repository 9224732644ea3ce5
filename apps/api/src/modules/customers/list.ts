/**
 * The owner's customer list and its CSV (issue 30, record 061): `customer_facts` narrowed by the
 * search and the filter, sorted and paged in SQL. Each read first recomputes the customers changed
 * since the last one, so the figures are the orders' own.
 */
import {
  CUSTOMER_FILTER_KEYS,
  CUSTOMER_PAGE_SIZE,
  formatMinorDecimal,
  type CustomerFilter,
  type CustomerSort,
} from '@shop/shared';
import { and, count, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerFacts as f } from '../../db/schema/customers';
import { csvRow } from '../../lib/csv';
import { refreshCustomerFacts } from './facts';
import { filterConditions, searchCondition, sortOrder } from './filters';

export type ListQuery = CustomerFilter & { q: string; sort: CustomerSort; page: number };

const EXPORT_MAX = 200_000;

const rowColumns = {
  id: f.id,
  guest: f.guest,
  deleted: f.deleted,
  name: f.name,
  email: f.email,
  phone: f.phone,
  ordersCount: f.ordersCount,
  spentMinor: f.spentMinor,
  firstOrderAt: f.firstOrderAt,
  lastOrderAt: f.lastOrderAt,
  codReturns: f.codReturns,
  subscribed: f.subscribed,
};
type FactsRow = typeof f.$inferSelect;

/** A row as the owner reads it: a deleted customer is only that, with nothing personal. */
export function toCustomerRow(r: Pick<FactsRow, keyof typeof rowColumns>) {
  const { guest, ...row } = r;
  return {
    ...row,
    kind: guest ? ('guest' as const) : ('account' as const),
    spentMinor: Number(row.spentMinor),
  };
}

function whereOf(query: ListQuery): SQL | undefined {
  const filter: CustomerFilter = {};
  for (const key of CUSTOMER_FILTER_KEYS)
    if (query[key] !== undefined) Object.assign(filter, { [key]: query[key] });
  return and(searchCondition(query.q), ...filterConditions(filter));
}

export function createCustomerList({ db, shopCurrency }: { db: Db; shopCurrency: string }) {
  return {
    async list(query: ListQuery) {
      await refreshCustomerFacts(db);
      const where = whereOf(query);
      const [rows, [total]] = await Promise.all([
        db
          .select(rowColumns)
          .from(f)
          .where(where)
          .orderBy(...sortOrder(query.sort))
          .limit(CUSTOMER_PAGE_SIZE)
          .offset((query.page - 1) * CUSTOMER_PAGE_SIZE),
        db.select({ n: count() }).from(f).where(where),
      ]);
      return {
        customers: rows.map(toCustomerRow),
        total: total?.n ?? 0,
        page: query.page,
        pageSize: CUSTOMER_PAGE_SIZE,
        currency: shopCurrency,
      };
    },

    /** Every customer the search and filter find, one CSV row each, cells formula-safe. */
    async exportCsv(query: ListQuery): Promise<string> {
      await refreshCustomerFacts(db);
      const rows = await db
        .select({ ...rowColumns, signedUpAt: f.signedUpAt, paidMinor: f.paidMinor })
        .from(f)
        .where(whereOf(query))
        .orderBy(...sortOrder(query.sort))
        .limit(EXPORT_MAX);
      const cur = shopCurrency.toLowerCase();
      const header = csvRow([
        'customer_id',
        'kind',
        'name',
        'email',
        'phone',
        'orders',
        `spent_${cur}`,
        'first_order_at',
        'last_order_at',
        'cod_returns',
        'newsletter',
        'signed_up_at',
      ]);
      const lines = rows.map((r) =>
        csvRow([
          r.id,
          r.deleted ? 'deleted' : r.guest ? 'guest' : 'account',
          r.name,
          r.email,
          r.phone,
          r.ordersCount,
          formatMinorDecimal(Number(r.spentMinor)),
          r.firstOrderAt?.toISOString() ?? '',
          r.lastOrderAt?.toISOString() ?? '',
          r.codReturns,
          r.subscribed ? 'subscribed' : '',
          r.signedUpAt?.toISOString() ?? '',
        ]),
      );
      return [header, ...lines].join('\n') + '\n';
    },
  };
}

export type CustomerList = ReturnType<typeof createCustomerList>;
