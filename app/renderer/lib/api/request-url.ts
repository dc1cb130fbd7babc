/** `base` + `path` + the query, leaving out undefined and empty values; keys in the given order. */
export function requestUrl(base: string, path: string, query: Record<string, string | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, value);
  }
  const text = params.toString();
  return `${base.replace(/\/+$/, '')}${path}${text ? `?${text}` : ''}`;
}
