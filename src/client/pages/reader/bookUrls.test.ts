import { describe, expect, it } from 'vitest';
import { rewriteSrcset } from './bookUrls.ts';

describe('rewriteSrcset', () => {
  const swap = (ref: string) => (ref.includes('4.jpg') ? `blob:${ref.replace(/^.*\//, '')}` : ref);

  it('swaps the URL of each candidate and keeps its descriptor', () => {
    expect(rewriteSrcset('../images/4.jpg 1x, ../images/14.jpg 2x', swap)).toBe('blob:4.jpg 1x, blob:14.jpg 2x');
    expect(rewriteSrcset('a/4.jpg 300w,b/14.jpg 600w', swap)).toBe('blob:4.jpg 300w, blob:14.jpg 600w');
  });

  it('takes a lone URL, URLs with no descriptor and odd spacing', () => {
    expect(rewriteSrcset('../images/4.jpg', swap)).toBe('blob:4.jpg');
    expect(rewriteSrcset('  4.jpg,  other.png 2x , ', swap)).toBe('blob:4.jpg, other.png 2x');
  });
});
