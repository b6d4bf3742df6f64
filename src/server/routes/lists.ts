import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addItemsBodySchema,
  addItemsResultSchema,
  archivedListSchema,
  collaborativeListSchema,
  collaborativeListsSchema,
  createListBodySchema,
  listIdParamsSchema,
  listItemParamsSchema,
  listItemsParamsSchema,
  listItemsQuerySchema,
  listItemsSchema,
  listsParamsSchema,
  listTitleParamsSchema,
  removedItemSchema,
  updateListBodySchema,
  voteBodySchema,
  voteResultSchema,
} from '../../shared/contracts/lists.ts';
import { titleFacetsQuerySchema, titleFacetsSchema } from '../../shared/contracts/titles.ts';
import { idempotent } from '../plugins/idempotency.ts';
import { problemResponses } from '../plugins/problem.ts';
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

  app.get(
    '/api/v1/collaborativeTitleLists/titles/:sku',
    { schema: { params: listTitleParamsSchema, response: { 200: collaborativeListsSchema, ...problemResponses } } },
    async (request) => listsWithTitle(db(), request.params.sku, requireUser(request).user.id),
  );

  app.get(
    '/api/v1/collaborativeTitleLists/:communityId',
    { schema: { params: listsParamsSchema, response: { 200: collaborativeListsSchema, ...problemResponses } } },
    async (request) => listsOf(db(), request.params.communityId, userId(request)),
  );

  app.get(
    '/api/v1/collaborativeTitleLists/:communityId/:listId/items/',
    { schema: { params: listItemsParamsSchema, querystring: listItemsQuerySchema, response: { 200: listItemsSchema, ...problemResponses } } },
    async (request) => listItems(db(), request.params.communityId, request.params.listId, request.query, userId(request)),
  );

  app.get(
    '/api/v1/collaborativeTitleLists/:communityId/:listId/items/facets',
    { schema: { params: listItemsParamsSchema, querystring: titleFacetsQuerySchema, response: { 200: titleFacetsSchema, ...problemResponses } } },
    async (request) => {
      await visibleList(db(), request.params.listId, userId(request));
      return titleFacets(db(), { view: 'collaborativeList', refinements: [], listId: request.params.listId }, request.query, userId(request));
    },
  );

  app.post(
    '/api/v1/collaborativeTitleLists/:listId/items/add',
    { schema: { params: listIdParamsSchema, body: addItemsBodySchema, response: { 200: addItemsResultSchema, ...problemResponses } } },
    async (request, reply) => {
      const { user } = requireUser(request);
      return idempotent(request, reply, async (tx) => ({ status: 200, body: await addItems(tx, user.id, request.params.listId, request.body) }));
    },
  );

  app.delete(
    '/api/v1/collaborativeTitleLists/:listId/items/:sku',
    { schema: { params: listItemParamsSchema, response: { 200: removedItemSchema, ...problemResponses } } },
    async (request, reply) => {
      const { user } = requireUser(request);
      return idempotent(request, reply, async (tx) => ({ status: 200, body: await removeItem(tx, user.id, request.params.listId, request.params.sku) }));
    },
  );

  app.delete(
    '/api/v1/collaborativeTitleLists/:listId',
    { schema: { params: listIdParamsSchema, response: { 200: archivedListSchema, ...problemResponses } } },
    async (request, reply) => {
      const { user } = requireUser(request);
      return idempotent(request, reply, async (tx) => ({ status: 200, body: await archiveList(tx, user.id, request.params.listId) }));
    },
  );

  app.post(
    '/api/v1/collaborativeTitleList',
    { schema: { body: createListBodySchema, response: { 201: collaborativeListSchema, ...problemResponses } } },
    async (request, reply) => {
      const { user } = requireUser(request);
      return idempotent(request, reply, async (tx) => ({ status: 201, body: await createList(tx, user.id, request.body) }));
    },
  );

  app.put(
    '/api/v1/collaborativeTitleList',
    { schema: { body: updateListBodySchema, response: { 200: collaborativeListSchema, ...problemResponses } } },
    async (request, reply) => {
      const { user } = requireUser(request);
      return idempotent(request, reply, async (tx) => ({ status: 200, body: await updateList(tx, user.id, request.body) }));
    },
  );

  app.post(
    '/api/v1/votes',
    { schema: { body: voteBodySchema, response: { 200: voteResultSchema, ...problemResponses } } },
    async (request, reply) => {
      const { user } = requireUser(request);
      return idempotent(request, reply, async (tx) => ({ status: 200, body: await castVote(tx, user.id, request.body) }));
    },
  );
};
