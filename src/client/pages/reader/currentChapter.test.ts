import { describe, expect, it } from 'vitest';
import { currentChapter } from './currentChapter.ts';

const toc = (...indexes: Array<number | null>) => indexes.map((spineIndex) => ({ spineIndex }));

describe('currentChapter', () => {
  it('is the entry of the document being read', () => {
    expect(currentChapter(toc(1, 2, 3), 2)).toBe(1);
  });
  it('stays on the last chapter started in a document that has no entry of its own', () => {
    expect(currentChapter(toc(1, 3, 6), 5)).toBe(1);
    expect(currentChapter(toc(1, 3, 6), 9)).toBe(2);
  });
  it("takes a chapter's own entry, not its sections in the same document", () => {
    expect(currentChapter(toc(1, 2, 2, 2, 4), 2)).toBe(1);
    expect(currentChapter(toc(1, 2, 2, 2, 4), 3)).toBe(1);
  });
  it('is none before the first entry, without a position, and skips entries not in the book', () => {
    expect(currentChapter(toc(2, 3), 1)).toBe(-1);
    expect(currentChapter(toc(2, 3), null)).toBe(-1);
    expect(currentChapter(toc(null, 2, null), 4)).toBe(1);
  });
  it('goes by the reading order when the contents list the documents in another order', () => {
    expect(currentChapter(toc(3, 1, 2), 2)).toBe(2);
    expect(currentChapter(toc(3, 1, 2), 4)).toBe(0);
  });
});
