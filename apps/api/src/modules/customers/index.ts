/**
 * The customers module's public face (issue 30, record 061): the owner's customer list, page and
 * export, segments, and whether a customer is in a segment (promotions, newsletter audiences).
 */
import type { Db } from '../../db/client';
import { createCustomerDetail } from './detail';
import { createCustomerList } from './list';
import { createSegments } from './segments';

export { customersRoutes } from './routes';
export { refreshCustomerFacts } from './facts';
export { segmentMemberEmails, segmentMemberships, type Segments } from './segments';

/** The module's services over one database, in the shop currency. */
export function createCustomers({ db, shopCurrency }: { db: Db; shopCurrency: string }) {
  return {
    list: createCustomerList({ db, shopCurrency }),
    detail: createCustomerDetail({ db, shopCurrency }),
    segments: createSegments({ db }),
  };
}
export type Customers = ReturnType<typeof createCustomers>;
