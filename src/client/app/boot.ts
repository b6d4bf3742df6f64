import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
import '@ionic/react/css/padding.css';
import '@ionic/react/css/flex-utils.css';
import '../ui/theme/variables.css';
import '../ui/theme/shell.css';

/**
 * The page's entry (index.html): its stylesheets, then the app's code in stages, each evaluated in a task of its own
 * (issue 17: one module graph evaluates in one task, about 300 ms at a phone's speed, all of it blocking). The libraries
 * (React, the router, the query cache, i18next), then the contracts (zod and the first routes' schemas), then the app
 * (main.tsx). The build preloads every stage's files from index.html (scripts/viteBootPreloads.ts), so staging costs
 * no round trip.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void import('react-dom/client')
  .then(nextTask)
  .then(() => import('../../shared/contracts/titles.ts'))
  .then(nextTask)
  .then(() => import('./main.tsx'));
