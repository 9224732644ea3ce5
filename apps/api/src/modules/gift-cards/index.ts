/**
 * The gift-cards module's public face (issue 28): the ledger the checkout and refunds spend and
 * credit through, the shopper's balance check and the owner's cards.
 */
export {
  findGiftCard,
  giftCardBalance,
  giftCardBalances,
  issueGiftCard,
  refundToGiftCard,
  spendGiftCards,
  type AppliedGiftCard,
  type FoundGiftCard,
  type GiftCard,
  type GiftCardProblem,
  type GiftCardSpend,
  type IssueGiftCard,
  type SpendGiftCards,
} from './ledger';
export { createGiftCards, type GiftCards } from './service';
export { createGiftCardsAdmin, type GiftCardsAdmin } from './admin';
export { giftCardsRoutes } from './routes';
export { giftCardsAdminRoutes } from './admin-routes';
export { issuePurchasedGiftCards } from './purchased';
