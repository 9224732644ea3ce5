/**
 * Keys derived from the server secret, one per purpose (HKDF-SHA256, RFC 5869): a signature made
 * for one purpose (a reset code's digest) can never stand in for another (a session token), and a
 * leak of one derived key reveals neither the secret nor the other keys.
 */
import { hkdfSync } from 'node:crypto';

/** 32 bytes for `purpose` ('password-reset', ...); the same secret and purpose give the same key. */
export function deriveKey(serverSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, 'mindful-marks', purpose, 32));
}
