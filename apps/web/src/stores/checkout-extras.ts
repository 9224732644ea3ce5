/**
 * What the shopper adds to the cart's price (issue 28): one discount code, gift cards, store
 * credit. Kept for the tab (sessionStorage), so a code applied in the cart is the checkout's and
 * survives 'Log in' midway; gone once the order is placed. Apart from the cart store, which the
 * header loads on every page: only the cart and the checkout load this one.
 */
import { GIFT_CARDS_PER_ORDER_MAX, normaliseGiftCardCode } from '@shop/shared';
import { create } from 'zustand';
import { isRecord, isStringList } from './persisted-list';

const KEY = 'checkout-extras';

export type CheckoutExtras = {
  /** As typed, trimmed: the server compares codes without case. */
  discountCode: string | null;
  /** Normalised (no dashes, upper case), in the order added. */
  giftCardCodes: string[];
  useStoreCredit: boolean;
};

type ExtrasState = CheckoutExtras & {
  applyCode: (code: string) => void;
  removeCode: () => void;
  /** False when the card is already there or the order holds the most it may. */
  addGiftCard: (code: string) => boolean;
  removeGiftCard: (code: string) => void;
  setUseStoreCredit: (use: boolean) => void;
  clear: () => void;
};

const EMPTY: CheckoutExtras = { discountCode: null, giftCardCodes: [], useStoreCredit: false };

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined; // Blocked: the extras last as long as the page.
  }
}

function load(): CheckoutExtras {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(KEY) ?? 'null');
    if (!isRecord(parsed)) return EMPTY;
    const { discountCode, giftCardCodes, useStoreCredit } = parsed;
    return {
      discountCode: typeof discountCode === 'string' && discountCode ? discountCode : null,
      giftCardCodes: isStringList(giftCardCodes)
        ? giftCardCodes.slice(0, GIFT_CARDS_PER_ORDER_MAX)
        : [],
      useStoreCredit: useStoreCredit === true,
    };
  } catch {
    return EMPTY;
  }
}

export const useCheckoutExtras = create<ExtrasState>((set, get) => {
  const save = (next: Partial<CheckoutExtras>) => {
    set(next);
    const { discountCode, giftCardCodes, useStoreCredit } = get();
    try {
      storage()?.setItem(KEY, JSON.stringify({ discountCode, giftCardCodes, useStoreCredit }));
    } catch {
      // Full storage only loses the extras on reload.
    }
  };
  return {
    ...load(),
    applyCode: (code) => save({ discountCode: code.trim() || null }),
    removeCode: () => save({ discountCode: null }),
    addGiftCard: (code) => {
      const normalised = normaliseGiftCardCode(code);
      const cards = get().giftCardCodes;
      if (!normalised || cards.includes(normalised) || cards.length >= GIFT_CARDS_PER_ORDER_MAX)
        return false;
      save({ giftCardCodes: [...cards, normalised] });
      return true;
    },
    removeGiftCard: (code) =>
      save({ giftCardCodes: get().giftCardCodes.filter((c) => c !== normaliseGiftCardCode(code)) }),
    setUseStoreCredit: (useStoreCredit) => save({ useStoreCredit }),
    clear: () => {
      set(EMPTY);
      storage()?.removeItem(KEY);
    },
  };
});

/** The extras as the quote and the payment intent take them (no empty code). */
export const extrasBody = (s: CheckoutExtras) => ({
  ...(s.discountCode && { discountCode: s.discountCode }),
  giftCardCodes: s.giftCardCodes,
  useStoreCredit: s.useStoreCredit,
});
