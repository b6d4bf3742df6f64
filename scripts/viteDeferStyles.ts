import type { Plugin } from 'vite';

/** The attribute index.html's deferred stylesheets carry: main.tsx applies them (media="all") before the app renders. */
export const DEFERRED_STYLE_ATTRIBUTE = 'data-deferred-style';

/**
 * Vite plugin: the stylesheets Vite links in index.html's head (the entry's CSS and that of the chunks it imports) no
 * longer block the first paint: each is linked with media="print" (fetched, not applied, not render-blocking) and
 * DEFERRED_STYLE_ATTRIBUTE, so that the static shell inlined in index.html paints without waiting for them; the app
 * (src/client/app/main.tsx, appStylesApplied) switches them to media="all" once loaded and only then renders over the
 * shell, which never shows unstyled. The CSP allows no inline script, hence no onload="this.media='all'".
 */
export function deferStyles(): Plugin {
  return {
    name: 'booktrade:defer-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        return html.replace(/<link rel="stylesheet"([^>]*)>/g, (link, attributes: string) => {
          if (/\smedia=/.test(attributes)) throw new Error(`deferStyles: a stylesheet with its own media: ${link}`);
          return `<link rel="stylesheet"${attributes} media="print" ${DEFERRED_STYLE_ATTRIBUTE}>`;
        });
      },
    },
  };
}
