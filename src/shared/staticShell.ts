/**
 * The id of index.html's inert <template> of what loads only once the static shell has painted: the app's code and
 * stylesheets (the build puts them there: scripts/viteAfterPaint.ts) and a screen's first reads and code (the server
 * adds them: src/server/plugins/client.ts). The entry (src/client/app/boot.ts) adds its content to the head then.
 */
export const AFTER_PAINT_TEMPLATE_ID = 'after-paint';
