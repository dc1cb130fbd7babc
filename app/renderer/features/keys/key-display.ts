/** 'sk_live_' + 32 characters shown as 'sk_live_AbCd…wxyz': enough to recognise, not to use. */
export function maskKey(key: string): string {
  if (key.length <= 16) return key.replace(/.(?=.{4})/g, '•');
  return `${key.slice(0, 12)}…${key.slice(-4)}`;
}

/** Whether a listed key (by its prefix) is the given full key. */
export function isKeyWithPrefix(key: string | null, prefix: string): boolean {
  return key !== null && prefix.length > 0 && key.startsWith(prefix.replace(/[.…]+$/, ''));
}
