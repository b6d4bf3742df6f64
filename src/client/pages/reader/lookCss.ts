import type { ReaderTheme } from './readerSettings.ts';

/** Page colours of the three themes, applied inside the book's frames and (reader.css) around them. */
export const THEME_STYLES: Record<ReaderTheme, Record<string, Record<string, string>>> = {
  light: { body: { color: '#1b1b1b !important', background: '#ffffff !important' }, a: { color: '#1f4e79 !important' } },
  sepia: { body: { color: '#433422 !important', background: '#f4ecd8 !important' }, a: { color: '#7a4b12 !important' } },
  dark: { body: { color: '#e6e6e6 !important', background: '#121212 !important' }, a: { color: '#9ecbff !important' } },
};

/**
 * The theme's colours as CSS for a chapter's document (no flash of white before the theme applies), and no swipe
 * gestures of the browser's own; a scrolled book's frame passes its scrolling on to the reader's view.
 */
export function lookCss(look: { theme: ReaderTheme; fontSize: number }, scrolled: boolean): string {
  const rules = Object.entries(THEME_STYLES[look.theme])
    .map(
      ([selector, props]) =>
        `${selector}{${Object.entries(props)
          .map(([name, value]) => `${name}:${value}`)
          .join(';')}}`,
    )
    .join('');
  // A sideways swipe turns the page: it must not also scroll the page away or go back in the browser's history.
  return scrolled ? `${rules}html{touch-action:pan-y pinch-zoom}` : `${rules}html{overscroll-behavior:none;touch-action:pan-y pinch-zoom}`;
}
