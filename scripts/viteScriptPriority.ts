import type { Plugin } from 'vite';

/**
 * Vite plugin: index.html's entry script and its modulepreloads are fetched with fetchpriority="low". The static shell
 * inlined in index.html paints without them (tests/e2e/static-shell.spec.ts), but Chromium gives module scripts high
 * priority, and Lighthouse's simulation counts a high-priority script begun before the first paint as blocking it (FCP
 * and LCP 2.1 s instead of 0.7 s on /, by whether the paint came before the requests). At low priority they also leave
 * the bandwidth to what the first screen shows (a title page's jacket). The server's route preloads do the same
 * (src/server/plugins/client.ts).
 */
export function lowPriorityScripts(): Plugin {
  return {
    name: 'booktrade:low-priority-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, (_, tag: string) => `<${tag} fetchpriority="low"`),
    },
  };
}
