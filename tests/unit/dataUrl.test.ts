import { describe, expect, it } from 'vitest';
import { dataUrl } from '../../src/sync/dataUrl.ts';

describe('dataUrl', () => {
  it('encodes the bytes in base64, also beyond one chunk of characters', () => {
    expect(dataUrl(new TextEncoder().encode('hello'), 'text/plain')).toBe('data:text/plain;base64,aGVsbG8=');
    const big = Uint8Array.from({ length: 100_000 }, (_, i) => (i * 7) % 256);
    expect(Buffer.from(dataUrl(big, 'image/png').slice('data:image/png;base64,'.length), 'base64')).toEqual(Buffer.from(big));
  });
});
