/** The shopper's display currency, stored as a bare code under local-storage key 'currency'. */
import { DEFAULT_CURRENCY, isCurrencyCode, STORAGE_KEYS, type CurrencyCode } from '@shop/shared';
import { create } from 'zustand';

function readStored(): CurrencyCode {
  try {
    const value = localStorage.getItem(STORAGE_KEYS.currency);
    return isCurrencyCode(value) ? value : DEFAULT_CURRENCY;
  } catch {
    return DEFAULT_CURRENCY;
  }
}

type CurrencyState = { currency: CurrencyCode; setCurrency: (code: CurrencyCode) => void };

export const useCurrencyStore = create<CurrencyState>((set) => ({
  currency: readStored(),
  setCurrency: (currency) => {
    try {
      localStorage.setItem(STORAGE_KEYS.currency, currency);
    } catch {
      // Private mode or full storage: the choice still holds for this visit.
    }
    set({ currency });
  },
}));

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.currency) useCurrencyStore.setState({ currency: readStored() });
  });
}
