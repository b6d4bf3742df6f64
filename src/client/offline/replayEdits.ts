/**
 * The replayable screen edits by kind (Change.replay.kind): a screen read again (after a reload, offline or not)
 * shows the changes still waiting in the outbox on top of what the server or the offline copy answered
 * (pendingEdits.ts). Loaded only when such changes wait.
 */
import type { QueryClient } from '@tanstack/react-query';
import { formatEdit, kindleEdit } from '../features/downloads/queries.ts';
import { landingEdit } from '../features/landing/landingQueries.ts';
import { listArchiveEdit, listSaveEdit, voteEdit } from '../features/lists/listEdits.ts';
import { evaluationTypeEdit, linksEdit, newRequestEdit, requestChangeEdit, roleEdit } from '../features/requests/requestEdits.ts';
import { reviewEdit } from '../features/reviews/reviewEdits.ts';
import { communityAppEdit } from '../features/session/communityAppPreferences.ts';
import {
  collectionAddEdit,
  collectionDeleteEdit,
  collectionRemoveEdit,
  collectionRenameEdit,
  shelfMoveEdit,
} from '../features/stacks/mutations.ts';
import { savedFilterDeleteEdit, savedFilterEdit } from '../features/titleList/savedFilter/queries.ts';
import type { CacheEdit, ReplayableEdit } from './optimistic.ts';
import type { ChangeReplay } from '../../sync/outbox/pendingChange.ts';

export const replayable: ReadonlyArray<ReplayableEdit<never>> = [
  shelfMoveEdit,
  collectionAddEdit,
  collectionRemoveEdit,
  collectionRenameEdit,
  collectionDeleteEdit,
  reviewEdit,
  newRequestEdit,
  requestChangeEdit,
  evaluationTypeEdit,
  roleEdit,
  linksEdit,
  voteEdit,
  listSaveEdit,
  listArchiveEdit,
  kindleEdit,
  formatEdit,
  landingEdit,
  communityAppEdit,
  savedFilterEdit,
  savedFilterDeleteEdit,
];

const replayKinds = new Map(replayable.map((edit) => [edit.kind, edit]));

export function replayEdits(client: QueryClient, replay: ChangeReplay): CacheEdit[] {
  return replayKinds.get(replay.kind)?.edits(client, replay.variables as never) ?? [];
}
