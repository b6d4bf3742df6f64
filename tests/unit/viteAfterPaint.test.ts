import { describe, expect, it } from 'vitest';
import { afterPaintLoads } from '../../scripts/viteAfterPaint.ts';

const transform = (html: string) => (afterPaintLoads().transformIndexHtml as { handler: (html: string) => string }).handler(html);

describe('afterPaintLoads', () => {
  it("moves the code's modulepreloads and the deferred stylesheets into the after-paint template, leaving the entry script and the rest", () => {
    const html = [
      '<html><head><title>x</title>',
      '<link rel="icon" href="/favicon.svg" />',
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-a.js"></script>',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/a.js">',
      '<link rel="stylesheet" crossorigin href="/assets/a.css" media="print" data-deferred-style>',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/b.js">',
      '<link rel="manifest" href="/manifest.webmanifest">',
      '</head><body></body></html>',
    ].join('\n');
    const out = transform(html);
    const template = /<template id="after-paint">([\s\S]*?)<\/template>\s*<\/head>/.exec(out)![1]!;
    expect(template).toBe(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/a.js">' +
        '<link rel="stylesheet" crossorigin href="/assets/a.css" media="print" data-deferred-style>' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/b.js">',
    );
    const head = out.replace(/<template[\s\S]*<\/template>/, '');
    expect(head).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-a.js"></script>');
    expect(head).toContain('<link rel="icon" href="/favicon.svg" />');
    expect(head).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(head).not.toMatch(/modulepreload|stylesheet/);
  });

  it("leaves an empty template when there is nothing to move (the server adds a screen's reads to it)", () => {
    expect(transform('<head><title>x</title></head>')).toBe('<head><title>x</title><template id="after-paint"></template>\n  </head>');
  });
});
