import { describe, expect, it } from 'vitest';
import { lowPriorityScripts } from '../../scripts/viteScriptPriority.ts';

const transform = (html: string) => {
  const hook = lowPriorityScripts().transformIndexHtml as { handler: (html: string) => string };
  return hook.handler(html);
};

describe('lowPriorityScripts', () => {
  it("fetches index.html's entry script and modulepreloads at low priority, leaving the rest alone", () => {
    const html =
      '<script type="module" crossorigin src="/assets/index-a.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/b.js">' +
      '<link rel="modulepreload" fetchpriority="high" href="/assets/c.js">' +
      '<link rel="stylesheet" href="/assets/d.css"><img src="/e.png">';
    expect(transform(html)).toBe(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-a.js"></script>' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/b.js">' +
        '<link rel="modulepreload" fetchpriority="high" href="/assets/c.js">' +
        '<link rel="stylesheet" href="/assets/d.css"><img src="/e.png">',
    );
  });
});
