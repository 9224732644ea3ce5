/**
 * The first-party conversion funnel (issue 30, records 063 and 064): what the storefront reports,
 * the limits the API holds a batch to, and when a visitor id needs consent. Both sides read these;
 * the browser's reporter takes only the constants (no zod), the API the batch schema.
 */
import { z } from 'zod';

/** Kinds the browser may send. */
export const BROWSER_EVENT_KINDS = [
  'visit',
  'page_view',
  'product_view',
  'add_to_cart',
  'checkout_started',
  'payment_started',
] as const;
/** Kinds only the server records: an order paid, and one purchase per product in it. */
export const SERVER_EVENT_KINDS = ['paid', 'purchase'] as const;
export type BrowserEventKind = (typeof BROWSER_EVENT_KINDS)[number];
export type EventKind = BrowserEventKind | (typeof SERVER_EVENT_KINDS)[number];

/** The funnel's steps in order; each step's rate is its count over the step before. */
export const FUNNEL_STEPS = [
  { kind: 'visit', label: 'Visits' },
  { kind: 'product_view', label: 'Product views' },
  { kind: 'add_to_cart', label: 'Added to cart' },
  { kind: 'checkout_started', label: 'Checkout started' },
  { kind: 'payment_started', label: 'Payment started' },
  { kind: 'paid', label: 'Paid' },
] as const satisfies readonly { kind: EventKind; label: string }[];

export const DEVICE_CLASSES = ['phone', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** From the viewport's width in CSS pixels (no user agent, nothing that identifies the device). */
export function deviceClassOf(width: number): DeviceClass {
  return width < 768 ? 'phone' : width < 1024 ? 'tablet' : 'desktop';
}

export const EVENT_LIMITS = {
  /** Events in one batch. */
  maxEvents: 50,
  /** Bytes of one batch's body. */
  maxBytes: 16 * 1024,
  /** The reporter sends what it has every this many milliseconds (and when the page hides). */
  flushMs: 5_000,
  /** Raw events are kept this many days; the daily counts after that (the Privacy Policy says so). */
  rawRetentionDays: 90,
} as const;

/** The first-party cookie holding the random visitor id, and how long it lives (13 months). */
export const VISITOR_COOKIE = 'mm_vid';
export const VISITOR_COOKIE_MAX_AGE_S = 395 * 24 * 60 * 60;
/** Where the reporter keeps the visitor's answer (granted / denied) when consent is asked. */
export const ANALYTICS_CONSENT_KEY = 'analytics-consent';

/**
 * Whether a visitor id needs the visitor's consent first: the shop's only signs of where a visitor
 * is are the display currency they chose and their browser's time zone (never their IP address).
 * Euro or pound prices, or a European time zone, count as the EU / UK, whose law asks for consent.
 */
export function visitorIdNeedsConsent(currency: string, timeZone: string): boolean {
  return currency === 'EUR' || currency === 'GBP' || timeZone.startsWith('Europe/');
}

export const EVENT_MESSAGES = {
  notJson: 'Send the events as JSON: { "events": [...] }',
  tooLarge: 'An event batch is at most 16 KB',
  tooMany: `An event batch holds at most ${EVENT_LIMITS.maxEvents} events`,
  badDay: 'Use a day as YYYY-MM-DD',
  badPeriod: 'The period must start before it ends and span at most 10 years',
} as const;

const text = (max: number) => z.string().trim().max(max).optional();
const HOST = /^[a-z0-9.-]{1,253}$/;

/** The page's path without its query or fragment (which may carry an e-mail or a token). */
export function cleanPath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  return bare.startsWith('/') ? bare : '/';
}
/** A referrer's host name, lower case; anything else is dropped (''). */
export function cleanHost(host: string | undefined): string {
  const lower = host?.trim().toLowerCase() ?? '';
  return HOST.test(lower) ? lower : '';
}

/**
 * One event as the browser sends it; the server adds the time it arrived, and keeps only the
 * path of a URL and the host of a referrer (cleanPath, cleanHost). Unknown fields are refused.
 */
export const browserEventSchema = z.strictObject({
  kind: z.enum(BROWSER_EVENT_KINDS),
  path: z.string().max(200),
  productId: z.uuid('Not a product id').optional(),
  /** The order a payment was started for: the server's paid event takes this event's source. */
  orderId: z.uuid('Not an order id').optional(),
  device: z.enum(DEVICE_CLASSES),
  referrerHost: z.string().max(253).optional(),
  utmSource: text(100),
  utmMedium: text(100),
  utmCampaign: text(100),
});
export type BrowserEvent = z.infer<typeof browserEventSchema>;

export const eventBatchSchema = z.strictObject({
  events: z.array(browserEventSchema).min(1).max(EVENT_LIMITS.maxEvents, EVENT_MESSAGES.tooMany),
});
export type EventBatch = z.infer<typeof eventBatchSchema>;

const day = z.iso.date(EVENT_MESSAGES.badDay);
/** The owner's period, shop days inclusive; both default on the server (the last 30 days). */
export const funnelQuerySchema = z.object({ from: day.optional(), to: day.optional() });
