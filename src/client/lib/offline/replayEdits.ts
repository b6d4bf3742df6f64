/**
 * The replayable screen edits by kind (Change.replay.kind): a screen read again (after a reload, offline or not)
 * shows the changes still waiting in the outbox on top of what the server or the offline copy answered
 * (pendingEdits.ts). Each entity registers its own kinds in its `replay.ts`; the app says how to load those files
 * (app/replay.ts), and they load only when such changes wait.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { CacheEdit, ReplayableEdit } from './optimistic.ts';
import type { ChangeReplay } from '../../../sync/outbox/pendingChange.ts';

const kinds = new Map<string, ReplayableEdit<never>>();
let loadRegistrations: () => Promise<unknown> = async () => undefined;
let loaded: Promise<unknown> | undefined;

/** Registers kinds of replayable edits; a kind registered twice by different edits is a programming error. */
export function registerReplayableEdits(...edits: ReadonlyArray<ReplayableEdit<never>>): void {
  for (const edit of edits) {
    const known = kinds.get(edit.kind);
    if (known && known !== edit) throw new Error(`Two replayable edits of kind '${edit.kind}'`);
    kinds.set(edit.kind, edit);
  }
}

/** How to load every registration (set once by the app). */
export function loadReplayableEditsWith(load: () => Promise<unknown>): void {
  loadRegistrations = load;
  loaded = undefined;
}

/** The registered kinds, once every registration has loaded. */
export async function replayableKinds(): Promise<string[]> {
  await (loaded ??= loadRegistrations());
  return [...kinds.keys()];
}

export async function replayEdits(client: QueryClient, replay: ChangeReplay): Promise<CacheEdit[]> {
  await (loaded ??= loadRegistrations());
  return kinds.get(replay.kind)?.edits(client, replay.variables as never) ?? [];
}
