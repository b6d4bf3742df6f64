/** The reader's look on this device: theme and font size (percent), kept in local storage. */
export const READER_THEMES = ['light', 'sepia', 'dark'] as const;
export type ReaderTheme = (typeof READER_THEMES)[number];

export const FONT_SIZES = [80, 90, 100, 110, 120, 140, 160, 180, 200] as const;
export interface ReaderSettings {
  theme: ReaderTheme;
  fontSize: number;
}

const KEY = 'booktrade-reader-settings';
export const DEFAULT_SETTINGS: ReaderSettings = { theme: 'light', fontSize: 100 };

export function loadReaderSettings(): ReaderSettings {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<ReaderSettings>;
    return {
      theme: READER_THEMES.includes(raw.theme as ReaderTheme) ? (raw.theme as ReaderTheme) : DEFAULT_SETTINGS.theme,
      fontSize: (FONT_SIZES as readonly number[]).includes(raw.fontSize as number) ? (raw.fontSize as number) : DEFAULT_SETTINGS.fontSize,
    };
  } catch {
    return DEFAULT_SETTINGS;
  }
}

export function saveReaderSettings(settings: ReaderSettings): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(settings));
  } catch {
    // Private mode or full storage: the choice lasts for this visit.
  }
}

/** The next font size up (+1) or down (-1), staying within FONT_SIZES. */
export function stepFontSize(current: number, direction: 1 | -1): number {
  const sizes = FONT_SIZES as readonly number[];
  const index = sizes.indexOf(current);
  const from = index === -1 ? sizes.indexOf(DEFAULT_SETTINGS.fontSize) : index;
  return sizes[Math.max(0, Math.min(sizes.length - 1, from + direction))]!;
}
