/**
 * Cart lines added before the scripts ran. Add to Cart is a real form: posted before the app
 * starts (or without it), the server's route action keeps the line in a short-lived cookie and
 * sends the shopper to the cart; the app adopts the lines into the cart store when it starts and
 * forgets the cookie. The server checks the product and clamps the quantity; prices are read
 * fresh as for every line.
 */
import { CART_LINE_MAX, type GiftCardLine } from '@shop/shared';
import { isGiftCardLine } from './cart-item';

export const PENDING_CART_COOKIE = 'pending-cart';
/** A day: long enough for a slow start, short enough not to surprise a shopper later. */
const MAX_AGE_S = 24 * 60 * 60;
/** More lines than one sitting adds before the scripts run; the cookie stays small. */
const MAX_LINES = 20;

/**
 * `variant` is the variant chosen (record 038); `color` the colour of a line kept before it;
 * `giftCard` a gift card's recipient (and own amount), checked by the action as the form checks it.
 */
export type PendingLine = {
  id: string;
  quantity: number;
  color?: string;
  variant?: string;
  giftCard?: GiftCardLine;
};

function isPendingLine(value: unknown): value is PendingLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return (
    typeof line.id === 'string' &&
    line.id.length > 0 &&
    line.id.length <= 100 &&
    Number.isInteger(line.quantity) &&
    (line.quantity as number) >= 1 &&
    (line.quantity as number) <= CART_LINE_MAX &&
    (line.color === undefined || (typeof line.color === 'string' && line.color.length <= 50)) &&
    (line.variant === undefined ||
      (typeof line.variant === 'string' && line.variant.length <= 100)) &&
    (line.giftCard === undefined || isGiftCardLine(line.giftCard))
  );
}

/** The lines in a Cookie header (or document.cookie); anything unreadable counts as none. */
export function readPendingLines(cookies: string | null | undefined): PendingLine[] {
  const raw = new RegExp(`(?:^|;\\s*)${PENDING_CART_COOKIE}=([^;]*)`).exec(cookies ?? '')?.[1];
  if (!raw) return [];
  try {
    const lines: unknown = JSON.parse(decodeURIComponent(raw));
    return Array.isArray(lines) ? lines.filter(isPendingLine).slice(0, MAX_LINES) : [];
  } catch {
    return [];
  }
}

/** The lines with `line` added: the same product and variant adds up (to the line maximum). */
export function withPendingLine(lines: PendingLine[], line: PendingLine): PendingLine[] {
  const card = JSON.stringify(line.giftCard ?? null);
  const same = lines.find(
    (l) =>
      l.id === line.id &&
      l.variant === line.variant &&
      l.color === line.color &&
      JSON.stringify(l.giftCard ?? null) === card,
  );
  if (!same) return [...lines, line].slice(-MAX_LINES);
  return lines.map((l) =>
    l === same ? { ...l, quantity: Math.min(CART_LINE_MAX, l.quantity + line.quantity) } : l,
  );
}

/** The Set-Cookie value keeping `lines` (readable by the app, sent only to this site). */
export const pendingCartCookie = (lines: PendingLine[]) =>
  `${PENDING_CART_COOKIE}=${encodeURIComponent(JSON.stringify(lines))}; Path=/; Max-Age=${MAX_AGE_S}; SameSite=Lax`;

export const clearedPendingCartCookie = `${PENDING_CART_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
