/**
 * Text PostgreSQL can store and every client can show: no NUL character (PostgreSQL text cannot hold one) and no
 * unpaired UTF-16 surrogate (it has no UTF-8 form). A pair (an emoji, say) is well formed.
 */
const ILL_FORMED = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const ILL_FORMED_TEXT = 'must not contain NUL characters or unpaired surrogates';

export function isWellFormedText(text: string): boolean {
  return !ILL_FORMED.test(text);
}

/** `text` with each NUL and unpaired surrogate replaced by U+FFFD (safe to answer or log). */
export function toWellFormedText(text: string): string {
  return text.replace(new RegExp(ILL_FORMED.source, 'g'), '\uFFFD');
}

/**
 * The path (`user.email`, `items.2`, a key's own path for a bad key) of the first ill-formed string in a parsed
 * request part (JSON body, query, params), or undefined when every string and key is well formed.
 */
export function illFormedTextPath(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return isWellFormedText(value) ? undefined : path;
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return undefined;
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, item] of entries) {
    const itemPath = path ? `${path}.${key}` : String(key);
    if (typeof key === 'string' && !isWellFormedText(key)) return itemPath;
    const found = illFormedTextPath(item, itemPath);
    if (found !== undefined) return found;
  }
  return undefined;
}
