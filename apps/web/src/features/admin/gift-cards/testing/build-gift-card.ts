/** Gift cards and store credit as the owner's API answers them, for the screens' tests. */
import type { AdminStoreCredit } from '@shop/shared';
import type { AdminGiftCard, GiftCardDetail } from '../api/gift-cards';

export const buildGiftCard = (over: Partial<AdminGiftCard> = {}): AdminGiftCard => ({
  id: 'g1',
  last4: 'H2NC',
  source: 'owner',
  initial: 500_00,
  balance: 500_00,
  currency: 'INR',
  status: 'active',
  expiresAt: '2027-11-22T12:00:00.000Z',
  disabledAt: null,
  recipientName: 'Meera',
  recipientEmail: 'meera@example.com',
  orderNumber: null,
  note: null,
  createdAt: '2026-11-22T12:00:00.000Z',
  ...over,
});

export const buildGiftCardDetail = (
  over: Partial<GiftCardDetail['giftCard']> = {},
  movements: GiftCardDetail['movements'] = [],
): GiftCardDetail => ({
  success: true,
  giftCard: {
    ...buildGiftCard(),
    senderName: null,
    message: null,
    deliverOn: null,
    deliveredAt: null,
    ...over,
  },
  movements,
});

export const buildStoreCredit = (over: Partial<AdminStoreCredit> = {}): AdminStoreCredit => ({
  success: true,
  customer: { id: 'u7', name: 'Kiran', email: 'kiran@example.com' },
  balance: 0,
  currency: 'INR',
  movements: [],
  ...over,
});
