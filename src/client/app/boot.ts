import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
import '@ionic/react/css/padding.css';
import '@ionic/react/css/flex-utils.css';
import '../ui/theme/variables.css';
import '../ui/theme/shell.css';
import { AFTER_PAINT_TEMPLATE_ID } from '../../shared/staticShell.ts';

/**
 * The page's entry (index.html): its stylesheets, then the app's code in stages, each evaluated in a task of its own
 * (issue 17: one module graph evaluates in one task, about 300 ms at a phone's speed, all of it blocking). The libraries
 * (React, the router, the query cache, i18next), then the contracts (zod and the first routes' schemas), then the app
 * (main.tsx). Nothing of it loads before the static shell has painted; then every stage's files are asked for together
 * (index.html's after-paint template, scripts/viteAfterPaint.ts), so staging costs no round trip.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** How long the app waits for the static shell's first frame in a tab that draws none (a hidden one). */
const SHELL_PAINT_WAIT_MS = 200;

/** Resolves once the static shell (index.html, with what the server drew of the screen) has painted: a frame, then a task. */
const shellPainted = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, SHELL_PAINT_WAIT_MS);
  });

/**
 * Starts what index.html and the server left for after the first paint (the code, the stylesheets, the screen's reads),
 * one link per task: each costs up to 26 ms at 4x slowdown (the request it starts), all of them in one task 100 ms.
 */
async function startAfterPaintLoads(): Promise<void> {
  const later = document.getElementById(AFTER_PAINT_TEMPLATE_ID);
  if (!(later instanceof HTMLTemplateElement)) return;
  for (const link of [...later.content.children]) {
    document.head.append(link);
    await nextTask();
  }
}

void shellPainted()
  .then(startAfterPaintLoads)
  .then(() => import('react-dom/client'))
  .then(nextTask)
  .then(() => import('../../shared/contracts/titles.ts'))
  .then(nextTask)
  .then(() => import('./main.tsx'));
