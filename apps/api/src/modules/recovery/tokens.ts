/**
 * The links a reminder carries (record 065): HMAC-SHA256 under a key derived from the server
 * secret for this purpose alone, so nothing is stored and every instance checks them.
 * - a restore token names the order and when it expires (14 days after the mail);
 * - an unsubscribe token names the order (its receipt e-mail stops getting reminders); no expiry.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { deriveKey } from '../../lib/derived-key';

export const RESTORE_TTL_MS = 14 * 24 * 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function sameText(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export type RestoreCheck = { orderId: string } | { problem: 'bad' | 'expired' };

export function createRecoveryTokens(serverSecret: string) {
  const key = deriveKey(serverSecret, 'checkout-recovery');
  const sign = (text: string) => createHmac('sha256', key).update(text).digest('base64url');

  return {
    restoreToken(orderId: string, now = Date.now()) {
      const expires = (now + RESTORE_TTL_MS).toString(36);
      return `${orderId}.${expires}.${sign(`restore:${orderId}:${expires}`)}`;
    },

    readRestore(token: string, now = Date.now()): RestoreCheck {
      const [orderId, expires, signature, extra] = token.split('.');
      if (!orderId || !expires || !signature || extra !== undefined || !UUID.test(orderId))
        return { problem: 'bad' };
      if (!sameText(signature, sign(`restore:${orderId}:${expires}`))) return { problem: 'bad' };
      return parseInt(expires, 36) > now ? { orderId } : { problem: 'expired' };
    },

    unsubscribeToken: (orderId: string) => `${orderId}.${sign(`unsubscribe:${orderId}`)}`,

    readUnsubscribe(token: string): string | null {
      const [orderId, signature, extra] = token.split('.');
      if (!orderId || !signature || extra !== undefined || !UUID.test(orderId)) return null;
      return sameText(signature, sign(`unsubscribe:${orderId}`)) ? orderId : null;
    },
  };
}
export type RecoveryTokens = ReturnType<typeof createRecoveryTokens>;
