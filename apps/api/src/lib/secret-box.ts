/**
 * Small secrets kept in the database encrypted (AES-256-GCM), so a copy of the database alone does
 * not hold owners' TOTP secrets. The key is derived from the server's JWT secret and a purpose.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

export function createSecretBox(serverSecret: string, purpose: string) {
  const key = createHash('sha256').update(`${purpose}\0${serverSecret}`).digest();
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
    },
    /** The plain text, or null for anything this key did not seal (tampered, another secret). */
    open(sealed: string): string | null {
      try {
        const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
        if (!iv || !tag || !body) return null;
        const decipher = createDecipheriv('aes-256-gcm', key, iv);
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;
