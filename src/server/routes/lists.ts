import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addListItems,
  archiveList as archiveListEndpoint,
  createList as createListEndpoint,
  getCommunityLists,
  getListFacets,
  getListItems,
  getListsWithTitle,
  removeListItem,
  updateList as updateListEndpoint,
  vote,
} from '../../shared/contracts/endpoints/lists.ts';
import { serve } from '../plugins/endpointRoute.ts';
import { idempotent } from '../plugins/idempotency.ts';
import { requireUser } from '../plugins/session.ts';
import { addItems, archiveList, castVote, createList, removeItem, updateList } from '../services/listWrites.ts';
import { listItems, listsOf, listsWithTitle, visibleList } from '../services/lists.ts';
import { titleFacets } from '../services/titleFacets.ts';

/**
 * Collaborative title lists (seed 3 section 7). Reads are open to anonymous visitors for lists they may see (lists of
 * open communities); every write needs a member of the list's community (401 signed out, 404 a list they cannot see,
 * 403 a member without the right: adding to an owner-only list, removing another's title, changing another's list).
 */
export const listRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.config.database.db;
  const userId = (request: { user: { user: { id: number } } | null }) => request.user?.user.id ?? null;

  serve(app, getListsWithTitle, async (request) => listsWithTitle(db(), request.params.sku, requireUser(request).user.id));

  serve(app, getCommunityLists, async (request) => listsOf(db(), request.params.communityId, userId(request)));

  serve(app, getListItems, async (request) => listItems(db(), request.params.communityId, request.params.listId, request.query, userId(request)));

  serve(app, getListFacets, async (request) => {
    await visibleList(db(), request.params.listId, userId(request));
    return titleFacets(db(), { view: 'collaborativeList', refinements: [], listId: request.params.listId }, request.query, userId(request));
  });

  serve(app, addListItems, async (request, reply) => {
    const { user } = requireUser(request);
    return idempotent(request, reply, async (tx) => ({ status: 200, body: await addItems(tx, user.id, request.params.listId, request.body) }));
  });

  serve(app, removeListItem, async (request, reply) => {
    const { user } = requireUser(request);
    return idempotent(request, reply, async (tx) => ({
      status: 200,
      body: await removeItem(tx, user.id, request.params.listId, request.params.sku),
    }));
  });

  serve(app, archiveListEndpoint, async (request, reply) => {
    const { user } = requireUser(request);
    return idempotent(request, reply, async (tx) => ({ status: 200, body: await archiveList(tx, user.id, request.params.listId) }));
  });

  serve(app, createListEndpoint, async (request, reply) => {
    const { user } = requireUser(request);
    return idempotent(request, reply, async (tx) => ({ status: 201, body: await createList(tx, user.id, request.body) }));
  });

  serve(app, updateListEndpoint, async (request, reply) => {
    const { user } = requireUser(request);
    return idempotent(request, reply, async (tx) => ({ status: 200, body: await updateList(tx, user.id, request.body) }));
  });

  serve(app, vote, async (request, reply) => {
    const { user } = requireUser(request);
    return idempotent(request, reply, async (tx) => ({ status: 200, body: await castVote(tx, user.id, request.body) }));
  });
};
