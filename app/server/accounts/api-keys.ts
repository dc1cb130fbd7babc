// API keys: `sk_live_` + 32 characters of [A-Za-z0-9] (~190 bits). Only the sha256 of a
// key is stored; a key is shown once, when it is made.
import crypto from 'node:crypto';

export const API_KEY_PATTERN = /^sk_live_[A-Za-z0-9]{32}$/;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const KEY_PREFIX = 'sk_live_';

export function isApiKeyFormat(text: unknown): text is string {
  return typeof text === 'string' && API_KEY_PATTERN.test(text);
}

/** A fresh random key; rejection sampling keeps every character uniform (no modulo bias). */
export function generateApiKey(): string {
  let body = '';
  const limit = 256 - (256 % ALPHABET.length);
  while (body.length < 32) {
    for (const byte of crypto.randomBytes(48)) {
      if (byte < limit && body.length < 32) body += ALPHABET[byte % ALPHABET.length];
    }
  }
  return KEY_PREFIX + body;
}

export function hashApiKey(key: string): Buffer {
  return crypto.createHash('sha256').update(key, 'utf8').digest();
}

/** What listings show of a key: the prefix and 4 characters, enough to tell keys apart. */
export function apiKeyHint(key: string): string {
  return `${key.slice(0, KEY_PREFIX.length + 4)}...`;
}

/** Constant-time equality of two hashes (false, not a throw, when lengths differ). */
export function hashesEqual(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
