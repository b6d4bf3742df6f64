/** Runs axe-core (node_modules/axe-core, injected into the page) and lists its critical and serious findings. */
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

interface AxeResults {
  violations: Array<{
    id: string;
    impact: string | null;
    help: string;
    nodes: Array<{ target: unknown[] }>;
  }>;
}

/** The critical and serious violations on the page as it is now, one line per rule with up to three of its elements. */
export async function seriousFindings(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  const results = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<unknown> };
      }
    ).axe;
    return (await axe.run(document, {
      resultTypes: ['violations'],
    })) as unknown;
  });
  return (results as AxeResults).violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => ({
      id: v.id,
      impact: v.impact!,
      help: v.help,
      targets: v.nodes.slice(0, 3).map((n) => n.target.map(String).join(' ')),
    }));
}
