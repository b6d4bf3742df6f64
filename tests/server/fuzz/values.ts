/** Boundary and hostile values the fuzzer puts into fields, path segments and query strings. */

const LONG = 'x'.repeat(100_000);

/** Strings sent inside JSON (lone surrogates travel as "\ud800" escapes) or form bodies. */
export const HOSTILE_STRINGS: readonly string[] = [
  'a\u0000b',
  '\u0000',
  'x\ud800',
  '\ud800',
  '\udfff',
  'a\udfffb',
  '\ud800\ud800',
  'demo@booktrade.test\u0000',
  'a\u0000@example.com',
  '\ud800@example.com',
  LONG,
  'é'.repeat(5_000),
  '',
  ' ',
  '\t\n\r',
  '\u00a0\u2028\u2029',
  '\ufeff',
  'é漢字🙂\u202e',
  "' OR 1=1 --",
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '9999999999',
  '-2147483649',
  '2147483648',
  '1e308',
  'NaN',
  'Infinity',
  '-0',
  '0x1f',
  'null',
  'true',
  '{}',
  '[]',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'a'.repeat(255),
];

export const HOSTILE_NUMBERS: readonly number[] = [
  // eslint-disable-next-line no-loss-of-precision -- 2^53 + 1 on purpose: the first integer a double cannot hold
  2147483647, 2147483648, -2147483648, -2147483649, 9999999999, -9999999999, 9007199254740991, 9007199254740993, 1e308, -1e308, 1.5, -1, 0, -0,
  5e-324, 1e21, 32767, 32768, 65536,
];

function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

/** The values that broke routes before (NUL, lone surrogates, int4 bounds, prototype keys): picked half the time. */
export const PRIORITY_STRINGS: readonly string[] = [
  'a\u0000b',
  '\u0000',
  'x\ud800',
  '\udfff',
  '%00',
  '__proto__',
  'constructor',
  'toString',
  '',
  LONG,
];
export const PRIORITY_NUMBERS: readonly number[] = [2147483648, -2147483649, 9999999999, 1e308, 1.5, -1, 0];

/** Values of the wrong type for most fields (JSON bodies). */
export const WRONG_TYPES: readonly unknown[] = [
  null,
  true,
  false,
  {},
  [],
  [1, 'a'],
  { a: 1 },
  Array.from({ length: 10_000 }, () => 0),
  Array.from({ length: 600 }, () => ({ sku: 'x' })),
  nested(20),
  nested(40),
  JSON.parse('{"__proto__":{"polluted":1}}') as unknown,
];

/** Path segments and query values, already percent-encoded (invalid UTF-8 bytes included). */
export const HOSTILE_URL_TOKENS: readonly string[] = [
  '9999999999',
  '-1',
  '0',
  '2147483647',
  '2147483648',
  '-2147483649',
  '1e308',
  '1.5',
  '-0',
  'NaN',
  'Infinity',
  '0x10',
  ' 1',
  '%00',
  'a%00b',
  '%ED%A0%80',
  'a%ED%BF%BFb',
  '%FF',
  '%C0%AF',
  '%',
  '%zz',
  '%7B%7D',
  '%20',
  '..',
  '.',
  '%2F',
  '%2e%2e',
  '%0A',
  '%0D%0A',
  '%C3%A9%E6%BC%A2%F0%9F%99%82',
  'genres',
  '__proto__',
  'constructor',
  'x'.repeat(150),
  'x'.repeat(300),
  '1'.repeat(5_000),
];

/**
 * Percent-encodes a string for a URL the way a client that sends its bytes as WTF-8 would: a lone surrogate becomes
 * its three (invalid UTF-8) bytes, %ED%A0%80 for U+D800 (encodeURIComponent throws on it).
 */
export function encodeComponent(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    const isHigh = code >= 0xd800 && code <= 0xdbff;
    const isLow = code >= 0xdc00 && code <= 0xdfff;
    if (isHigh && i + 1 < value.length) {
      const nextCode = value.charCodeAt(i + 1);
      if (nextCode >= 0xdc00 && nextCode <= 0xdfff) {
        out += encodeURIComponent(value.slice(i, i + 2));
        i++;
        continue;
      }
    }
    if (isHigh || isLow) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`)
        .join('');
    } else out += encodeURIComponent(value[i]!);
  }
  return out;
}

/** A URL form of any JSON value (objects and arrays as their JSON text), percent-encoded. */
export function urlToken(value: unknown): string {
  if (typeof value === 'string') return encodeComponent(value.length > 5_000 ? value.slice(0, 5_000) : value);
  const text = JSON.stringify(value) ?? 'undefined';
  return encodeComponent(text.length > 5_000 ? text.slice(0, 5_000) : text);
}
