import { loadReplayableEditsWith } from '../lib/offline/replayEdits.ts';

/**
 * Each entity with changes that can wait in the outbox says how they show on screen, in its own `replay.ts`
 * (registerReplayableEdits). They load, all of them, the first time a waiting change has to be shown.
 */
const entityReplays = import.meta.glob('../entities/*/replay.ts');

loadReplayableEditsWith(() => Promise.all(Object.values(entityReplays).map((load) => load())));
