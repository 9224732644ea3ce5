/**
 * Who may open an order without a session (issue 27, record 044). Tokens are HMACs under a key
 * derived for this purpose, so nothing is stored and any instance checks them:
 * - a checkout token (handed to the browser that placed the order) opens that order only;
 * - a mail token (only ever sent to the order's receipt e-mail) opens it too, and proves that
 *   whoever holds it reads that mailbox;
 * - a COD confirmation token (mailed to the receipt e-mail) confirms a cash-on-delivery order;
 * - a claim token (mailed to a new account's address) binds the account to its e-mail, so that
 *   following it adds that e-mail's guest orders to the account. It expires.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { deriveKey } from '../../lib/derived-key';

export type OrderAccessKind = 'checkout' | 'mail';
const CLAIM_TTL_MS = 7 * 24 * 60 * 60 * 1000;

function sameText(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function createOrderAccess(serverSecret: string) {
  const key = deriveKey(serverSecret, 'order-access');
  const sign = (text: string) => createHmac('sha256', key).update(text).digest('base64url');
  const tokenFor = (kind: OrderAccessKind, orderId: string) =>
    `${kind === 'mail' ? 'm' : 'c'}.${sign(`${kind}:${orderId}`)}`;

  return {
    checkoutToken: (orderId: string) => tokenFor('checkout', orderId),
    mailToken: (orderId: string) => tokenFor('mail', orderId),

    /** Which kind of token opens this order, or null when it does not. */
    check(orderId: string, token: string | undefined): OrderAccessKind | null {
      if (!token || token.length > 200) return null;
      const kind: OrderAccessKind = token.startsWith('m.') ? 'mail' : 'checkout';
      return sameText(token, tokenFor(kind, orderId)) ? kind : null;
    },

    /**
     * The link a cash-on-delivery order's mail carries (issue 27): it names the order, since the
     * confirm call sends nothing else, and is signed for this purpose only.
     */
    codConfirmToken: (orderId: string) => `${orderId}.${sign(`cod-confirm:${orderId}`)}`,

    /** The order a COD confirmation token names, or null when it is forged. */
    readCodConfirm(token: string): string | null {
      const [orderId, signature, extra] = token.split('.');
      if (!orderId || !signature || extra !== undefined || token.length > 200) return null;
      return sameText(signature, sign(`cod-confirm:${orderId}`)) ? orderId : null;
    },

    claimToken(userId: string, email: string, now = Date.now()) {
      const body = Buffer.from(
        JSON.stringify({ u: userId, e: email.toLowerCase(), x: now + CLAIM_TTL_MS }),
      ).toString('base64url');
      return `${body}.${sign(`claim:${body}`)}`;
    },

    /** The account and e-mail a claim token binds, or null when it is forged or expired. */
    readClaim(token: string, now = Date.now()): { userId: string; email: string } | null {
      const [body, signature, extra] = token.split('.');
      if (!body || !signature || extra !== undefined || token.length > 1000) return null;
      if (!sameText(signature, sign(`claim:${body}`))) return null;
      try {
        const claim = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
          u: string;
          e: string;
          x: number;
        };
        return claim.x > now ? { userId: claim.u, email: claim.e } : null;
      } catch {
        return null;
      }
    },
  };
}
export type OrderAccess = ReturnType<typeof createOrderAccess>;
