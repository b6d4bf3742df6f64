import type { Plugin } from 'vite';
import { AFTER_PAINT_TEMPLATE_ID } from '../src/shared/staticShell.ts';

/** The loads index.html starts once the static shell has painted: the code's modulepreloads and the deferred stylesheets. */
const LATER_LINK = /<link rel="(?:modulepreload"[^>]*|stylesheet"[^>]*\sdata-deferred-style)>\s*/g;

/**
 * Moves index.html's modulepreloads and deferred stylesheets (scripts/viteDeferStyles.ts) out of its head into an inert
 * <template id="after-paint">, which the entry (src/client/app/boot.ts) adds to the head once the static shell has
 * painted; the server adds a screen's reads and code to it too (src/server/plugins/client.ts). Lighthouse's simulation
 * of the largest contentful paint counts every request that ended before that paint was observed, whatever its
 * priority: begun with the HTML, the app's code was simulated over a slow network before the heading the HTML draws
 * (LCP 2.2-2.4 s on / in 2 runs of 4 whose observed paint came at 0.4 s, after the code had arrived).
 */
export function afterPaintLoads(): Plugin {
  return {
    name: 'booktrade:after-paint-loads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const later = html.match(LATER_LINK) ?? [];
        const rest = html.replace(LATER_LINK, '');
        const template = `<template id="${AFTER_PAINT_TEMPLATE_ID}">${later.map((link) => link.trim()).join('')}</template>`;
        return rest.replace('</head>', () => `${template}\n  </head>`);
      },
    },
  };
}
