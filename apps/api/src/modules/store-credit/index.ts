/**
 * The store-credit module's public face (issue 28): the ledger the checkout spends and refunds
 * credit through, the customer's and the owner's views of it.
 */
export {
  creditStoreCredit,
  spendStoreCredit,
  storeCreditBalance,
  storeCreditMovements,
  type StoreCreditEntry,
  type StoreCreditMovement,
} from './ledger';
export { createStoreCredit, type StoreCredit } from './service';
export { storeCreditRoutes } from './routes';
export { storeCreditAdminRoutes } from './admin-routes';
