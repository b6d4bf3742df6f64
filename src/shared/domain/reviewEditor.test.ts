import { describe, expect, it } from 'vitest';
import { isTextEdited, SAVE_TOOLTIPS, saveBlock } from './reviewEditor.ts';

describe('review editor Save', () => {
  it('is enabled while editing with an overall rating and genre communities loaded', () => {
    expect(saveBlock({ state: 'editing', overall: 7, genresLoading: false })).toBeNull();
  });

  it("says 'Overall rating is required' without an overall rating", () => {
    const block = saveBlock({ state: 'editing', overall: null, genresLoading: false });
    expect(block && SAVE_TOOLTIPS[block]).toBe('Overall rating is required');
    expect(saveBlock({ state: 'editing', overall: null, genresLoading: true })).toBe('overallRequired');
  });

  it("says 'Loading genre community options' while they load, 'Deleting...' while deleting, else 'Cannot save'", () => {
    expect(SAVE_TOOLTIPS[saveBlock({ state: 'editing', overall: 9, genresLoading: true })!]).toBe('Loading genre community options');
    expect(SAVE_TOOLTIPS[saveBlock({ state: 'deleting', overall: 9, genresLoading: false })!]).toBe('Deleting...');
    for (const state of ['loading', 'saving', 'saved', 'nominate'] as const) {
      expect(SAVE_TOOLTIPS[saveBlock({ state, overall: 9, genresLoading: false })!]).toBe('Cannot save');
    }
  });

  it('offers Reset once the text differs from the loaded text', () => {
    expect(isTextEdited('Good', 'Good')).toBe(false);
    expect(isTextEdited('Good', 'Good!')).toBe(true);
    expect(isTextEdited('', ' ')).toBe(true);
  });
});
