/**
 * The shopper's display currency, stored as a bare code under local-storage key 'currency' (the
 * spec's) and mirrored in a `currency` cookie, so the server renders prices in it too.
 */
import {
  CURRENCY_COOKIE,
  DEFAULT_CURRENCY,
  isCurrencyCode,
  STORAGE_KEYS,
  type CurrencyCode,
} from '@shop/shared';
import { createContext, useContext } from 'react';
import { create } from 'zustand';

function readStored(): CurrencyCode | null {
  try {
    const value = localStorage.getItem(STORAGE_KEYS.currency);
    return isCurrencyCode(value) ? value : null;
  } catch {
    return null;
  }
}

function currencyInCookies(cookies: string): CurrencyCode | null {
  const value = new RegExp(`(?:^|;\\s*)${CURRENCY_COOKIE}=([A-Z]{3})`).exec(cookies)?.[1];
  return isCurrencyCode(value) ? value : null;
}

function readCookie(): CurrencyCode | null {
  if (typeof document === 'undefined') return null;
  return currencyInCookies(document.cookie);
}

function writeCookie(code: CurrencyCode) {
  if (typeof document === 'undefined') return;
  document.cookie = `${CURRENCY_COOKIE}=${code}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

type CurrencyState = { currency: CurrencyCode; setCurrency: (code: CurrencyCode) => void };

export const useCurrencyStore = create<CurrencyState>((set) => ({
  // What the server saw (the cookie): the hydrating render must print the same prices.
  currency: readCookie() ?? DEFAULT_CURRENCY,
  setCurrency: (currency) => {
    try {
      localStorage.setItem(STORAGE_KEYS.currency, currency);
    } catch {
      // Private mode or full storage: the choice still holds for this visit.
    }
    writeCookie(currency);
    set({ currency });
  },
}));

if (typeof window !== 'undefined') {
  // A choice stored before the cookie existed wins, and is written to the cookie for next time.
  const stored = readStored();
  if (stored && stored !== useCurrencyStore.getState().currency) {
    useCurrencyStore.setState({ currency: stored });
  }
  if (stored) writeCookie(stored);
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.currency)
      useCurrencyStore.setState({ currency: readStored() ?? DEFAULT_CURRENCY });
  });
}

/** Set by the server's renderer: each request's currency (the store is one per process there). */
export const RenderedCurrency = createContext<CurrencyCode | null>(null);

/**
 * The display currency for a route loader: the cookie the server's render request carries, else
 * (in the browser) the shopper's choice.
 */
export function loaderCurrency(request: Request): CurrencyCode {
  return (
    currencyInCookies(request.headers.get('cookie') ?? '') ?? useCurrencyStore.getState().currency
  );
}

/** The display currency: the request's on the server, the shopper's choice in the browser. */
export function useDisplayCurrency(): CurrencyCode {
  const rendered = useContext(RenderedCurrency);
  const chosen = useCurrencyStore((s) => s.currency);
  return rendered ?? chosen;
}
