/**
 * Gift cards and store credit (issue 28): the shopper's balance check and credit, and the owner's
 * cards and grants. The checkout spends both through the modules' ledgers.
 */
import {
  createGiftCards,
  createGiftCardsAdmin,
  giftCardsAdminRoutes,
  giftCardsRoutes,
} from '../modules/gift-cards';
import {
  createStoreCredit,
  storeCreditAdminRoutes,
  storeCreditRoutes,
} from '../modules/store-credit';
import type { WiringContext } from './context';

export async function registerBalances({ app, config, db, mailer }: WiringContext) {
  const { shopTimeZone, publicUrl } = config;
  await app.register(giftCardsRoutes, { giftCards: createGiftCards({ db, shopTimeZone }) });
  await app.register(giftCardsAdminRoutes, {
    giftCards: createGiftCardsAdmin({ db, mailer, publicUrl, shopTimeZone }),
  });
  const storeCredit = createStoreCredit({ db });
  await app.register(storeCreditRoutes, { storeCredit });
  await app.register(storeCreditAdminRoutes, { storeCredit });
}
