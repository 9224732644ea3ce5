/** A gift card as the owner reads it: its status and source in words, and its amounts in rupees. */
import { formatMoney, fromMinor, type AdminGiftCard } from '@shop/shared';
import type { BadgeTone } from '../components/badge';

/** Cards and credit are paise of the shop currency, the rupee (the contract's rule). */
export const rupees = (paise: number) => formatMoney(fromMinor(paise), 'INR');

/** '+₹500' given, '−₹120' spent: the sign is always written, with a true minus. */
export const signedRupees = (paise: number) =>
  paise < 0 ? `−${rupees(-paise)}` : `+${rupees(paise)}`;

export const STATUS_BADGES: Record<AdminGiftCard['status'], { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'good' },
  empty: { label: 'Empty', tone: 'neutral' },
  expired: { label: 'Expired', tone: 'warn' },
  disabled: { label: 'Disabled', tone: 'bad' },
};

export const SOURCE_LABELS: Record<AdminGiftCard['source'], string> = {
  purchase: 'Bought',
  owner: 'Issued by you',
};

/** "•••• H2NC": all the owner ever sees of a code after it was issued. */
export const maskedCode = (last4: string) => `•••• ${last4}`;

/** What a movement did, before the order it names: "Spent on order", "Refunded from order". */
export const MOVEMENT_WORDS = {
  issue: { plain: 'Issued', withOrder: 'Issued for order' },
  spend: { plain: 'Spent', withOrder: 'Spent on order' },
  refund: { plain: 'Refunded', withOrder: 'Refunded from order' },
  adjust: { plain: 'Adjusted', withOrder: 'Adjusted for order' },
} as const;
