import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { affiliationRoutes } from './affiliations.ts';
import { nominationRoutes } from './nominations.ts';
import { reviewEditorRoutes } from './reviewEditor.ts';

/** The review editor's areas (issue 5, Reviews): the review, its sharing, communities offered and nominations. */
export const reviewAreaRoutes: FastifyPluginAsyncZod[] = [reviewEditorRoutes, affiliationRoutes, nominationRoutes];
