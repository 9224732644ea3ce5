/**
 * The funnel reporter (record 063): the landing's visit and source, batches by beacon, adds seen
 * in the cart store, and a visitor id only after consent where it is asked (euro prices here).
 */
import { ANALYTICS_CONSENT_KEY, type Product } from '@shop/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = (state: { location: { pathname: string } }) => void;
function fakeRouter(pathname: string) {
  const listeners: Listener[] = [];
  return {
    state: { location: { pathname } },
    subscribe: (l: Listener) => {
      listeners.push(l);
      return () => {};
    },
    // As React Router does: the URL changes, then its subscribers hear of it.
    go: (to: string) => {
      window.history.pushState(null, '', to);
      listeners.forEach((l) => l({ location: { pathname: to } }));
    },
  };
}

const sent: { kind: string; path: string; utmSource?: string; productId?: string }[] = [];
const clearCookie = () => {
  document.cookie = 'mm_vid=; Path=/; Max-Age=0';
};

beforeEach(() => {
  vi.resetModules();
  sent.length = 0;
  sessionStorage.clear();
  localStorage.clear();
  clearCookie();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/?utm_source=Newsletter&utm_medium=email');
  // Wherever the tests run, the browser is in India: only the currency decides here.
  const options = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...options.call(this), timeZone: 'Asia/Kolkata' };
  });
  vi.stubGlobal('navigator', {
    ...navigator,
    sendBeacon: (_url: string, body: string) => {
      sent.push(...(JSON.parse(body) as { events: typeof sent }).events);
      return true;
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function start(currency: 'INR' | 'EUR') {
  const { useCurrencyStore } = await import('../../stores/currency-store');
  useCurrencyStore.setState({ currency });
  const reporter = await import('./reporter');
  const router = fakeRouter('/');
  reporter.startReporter(router);
  return { reporter, router };
}

describe('the funnel reporter', () => {
  it('reports the visit with its campaign, each page, and a line added to the cart', async () => {
    const { reporter, router } = await start('INR');
    router.go('/cart');
    const { useCartStore } = await import('../../stores/cart-store');
    const product = {
      _id: '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b',
      title: 'Planner',
      price: 500,
      countInStock: 5,
    } as unknown as Product;
    useCartStore.getState().addItem(product, 1);
    reporter.flush();
    expect(sent.map((e) => [e.kind, e.path])).toEqual([
      ['visit', '/'],
      ['page_view', '/'],
      ['page_view', '/cart'],
      ['add_to_cart', '/cart'],
    ]);
    expect(sent.every((e) => e.utmSource === 'Newsletter')).toBe(true);
    expect(sent[3]!.productId).toBe(product._id);
    // No consent is asked for rupee prices outside Europe: the id is set at once.
    expect(document.cookie).toMatch(/mm_vid=[0-9a-f-]{36}/);
  });

  it('sets no visitor id for euro prices until the visitor allows it', async () => {
    await start('EUR');
    expect(document.cookie).not.toMatch(/mm_vid=/);
    const bar = document.querySelector('section[aria-label="Counting visits"]')!;
    expect(bar).not.toBeNull();
    const allow = [...bar.querySelectorAll('button')].find((b) => b.textContent === 'Allow')!;
    allow.click();
    expect(document.cookie).toMatch(/mm_vid=[0-9a-f-]{36}/);
    expect(localStorage.getItem(ANALYTICS_CONSENT_KEY)).toBe('granted');
    expect(document.querySelector('section[aria-label="Counting visits"]')).toBeNull();
  });

  it('keeps counting without an id when the visitor says no', async () => {
    const { reporter } = await start('EUR');
    const bar = document.querySelector('section[aria-label="Counting visits"]')!;
    [...bar.querySelectorAll('button')].find((b) => b.textContent === 'No thanks')!.click();
    reporter.flush();
    expect(document.cookie).not.toMatch(/mm_vid=/);
    expect(localStorage.getItem(ANALYTICS_CONSENT_KEY)).toBe('denied');
    expect(sent.map((e) => e.kind)).toEqual(['visit', 'page_view']);
  });
});
