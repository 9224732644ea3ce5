/**
 * The storefront's first-party funnel reporter (issue 30, record 063). Its own chunk, loaded by
 * main.tsx once the browser is idle, so no byte of it is in the home page's first script. It
 * watches what the app already does (the router's pages, the cart store, the checkout's calls)
 * rather than being called from the pages, and sends what it saw in batches with
 * navigator.sendBeacon: every few seconds, and when the page is hidden or left.
 *
 * Kept: the event's kind, the page's path (no query), the product, the device class (from the
 * viewport's width), the referring site's host and the UTM parameters. A random visitor id lives
 * in a first-party cookie, and only after consent where the law asks for it (visitorIdNeedsConsent).
 */
import {
  ANALYTICS_CONSENT_KEY,
  deviceClassOf,
  EVENT_LIMITS,
  routePattern,
  STOREFRONT_ROUTES,
  VISITOR_COOKIE,
  VISITOR_COOKIE_MAX_AGE_S,
  visitorIdNeedsConsent,
  type BrowserEvent,
  type BrowserEventKind,
} from '@shop/shared';
import { productQueryOptions } from '../../features/catalog/api/get-product';
import { setApiTransport } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { cartLineKey, useCartStore } from '../../stores/cart-store';
import { useCurrencyStore } from '../../stores/currency-store';
import { askConsent } from './consent';

/** The router as the reporter uses it (React Router's data router). */
type Location = { pathname: string };
type WatchedRouter = {
  state: { location: Location };
  subscribe: (listener: (state: { location: Location }) => void) => () => void;
};
type Source = Pick<BrowserEvent, 'referrerHost' | 'utmSource' | 'utmMedium' | 'utmCampaign'>;

const ENDPOINT = '/api/events';
/** Under the API's 50 events and 16 KB a batch. */
const PER_BATCH = 25;
const SESSION_KEY = 'mm-funnel-source';
const PRODUCT_PAGE = routePattern(STOREFRONT_ROUTES.product.path);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INTENT_PATHS = ['/api/payment/payment-intent', '/api/payment/cod'];

let waiting: BrowserEvent[] = [];
let source: Source = {};

function send(events: BrowserEvent[]) {
  const body = JSON.stringify({ events });
  // A string goes as text/plain: no preflight, and the API reads its JSON (apps/api analytics).
  if (navigator.sendBeacon?.(ENDPOINT, body)) return;
  void fetch(ENDPOINT, { method: 'POST', body, keepalive: true, credentials: 'same-origin' }).catch(
    () => {},
  );
}

export function flush() {
  const events = waiting;
  waiting = [];
  for (let i = 0; i < events.length; i += PER_BATCH) send(events.slice(i, i + PER_BATCH));
}

function report(kind: BrowserEventKind, extra: Partial<BrowserEvent> = {}) {
  waiting.push({
    kind,
    path: location.pathname.slice(0, 200),
    device: deviceClassOf(window.innerWidth),
    ...source,
    ...extra,
  });
  if (waiting.length >= PER_BATCH) flush();
}

/** The visit's source, read once per tab session from the landing URL and the referrer. */
function readSource(): { source: Source; landing: boolean } {
  try {
    const kept = sessionStorage.getItem(SESSION_KEY);
    if (kept) return { source: JSON.parse(kept) as Source, landing: false };
  } catch {
    // Storage refused (private mode): each page counts as its own visit's landing.
  }
  const params = new URLSearchParams(location.search);
  const utm = (name: string) => params.get(name)?.trim().slice(0, 100) || undefined;
  let referrerHost: string | undefined;
  try {
    const host = document.referrer ? new URL(document.referrer).hostname : '';
    referrerHost = host && host !== location.hostname ? host : undefined;
  } catch {
    referrerHost = undefined;
  }
  const found: Source = {
    referrerHost,
    utmSource: utm('utm_source'),
    utmMedium: utm('utm_medium'),
    utmCampaign: utm('utm_campaign'),
  };
  try {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify(found));
  } catch {
    // As above.
  }
  return { source: found, landing: true };
}

/** Sets the visitor id cookie once allowed (or where no consent is asked). */
function ensureVisitorId() {
  if (document.cookie.includes(`${VISITOR_COOKIE}=`) || !crypto.randomUUID) return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${VISITOR_COOKIE}=${crypto.randomUUID()}; Path=/; Max-Age=${VISITOR_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
}

function removeVisitorId() {
  document.cookie = `${VISITOR_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

function visitorConsent() {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  if (!visitorIdNeedsConsent(useCurrencyStore.getState().currency, zone)) return ensureVisitorId();
  let answer: string | null = null;
  try {
    answer = localStorage.getItem(ANALYTICS_CONSENT_KEY);
  } catch {
    answer = 'denied';
  }
  if (answer === 'granted') return ensureVisitorId();
  removeVisitorId();
  if (answer === null)
    askConsent((granted) => {
      try {
        localStorage.setItem(ANALYTICS_CONSENT_KEY, granted ? 'granted' : 'denied');
      } catch {
        // Not kept: asked again next visit.
      }
      if (granted) ensureVisitorId();
    });
}

/** A page seen: its view, and on a product's page the product (by id, never by a slug). */
function pageSeen(pathname: string) {
  const path = pathname.slice(0, 200);
  report('page_view', { path });
  if (pathname === STOREFRONT_ROUTES.checkout.path) report('checkout_started', { path });
  if (!PRODUCT_PAGE.test(pathname)) return;
  const param = decodeURIComponent(pathname.split('/')[2] ?? '');
  void queryClient
    .ensureQueryData(productQueryOptions(param))
    .then(
      (product) =>
        UUID.test(product._id) && report('product_view', { path, productId: product._id }),
    )
    .catch(() => {});
}

/** A line added or raised in this tab (another tab's change arrives while this one is hidden). */
function watchCart() {
  useCartStore.subscribe((state, before) => {
    if (document.visibilityState === 'hidden') return;
    const had = new Map(before.items.map((i) => [cartLineKey(i), i.quantity]));
    for (const item of state.items)
      if (item.quantity > (had.get(cartLineKey(item)) ?? 0) && UUID.test(item._id))
        report('add_to_cart', { productId: item._id });
  });
}

/** The checkout's payment start, seen on its way back: its order names the paid step's source. */
function watchPayments() {
  setApiTransport(async (input, init) => {
    const response = await fetch(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (response.ok && INTENT_PATHS.some((p) => url.startsWith(p))) {
      void response
        .clone()
        .json()
        .then((data: { internalOrderId?: string; orderId?: string }) => {
          const orderId = data.internalOrderId ?? data.orderId;
          report('payment_started', orderId && UUID.test(orderId) ? { orderId } : {});
          flush();
        })
        .catch(() => {});
    }
    return response;
  });
}

export function startReporter(router: WatchedRouter) {
  if (location.pathname.startsWith('/admin')) return;
  const read = readSource();
  source = read.source;
  visitorConsent();
  if (read.landing) report('visit');
  let path = router.state.location.pathname;
  pageSeen(path);
  router.subscribe((state) => {
    if (state.location.pathname === path) return;
    path = state.location.pathname;
    if (!path.startsWith('/admin')) pageSeen(path);
  });
  watchCart();
  watchPayments();
  setInterval(flush, EVENT_LIMITS.flushMs);
  addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}
