import { config } from 'zod/mini';
import { en } from 'zod/locales';

/**
 * zod/mini (the contracts' zod, see the note in src/shared/contracts/titles.ts) has no locale of its own: without one every issue
 * the server answers would read 'Invalid input'. The server loads the English messages once, at start; the client
 * shows its own i18next texts, never zod's, and so does not load them.
 */
config(en());
