import * as z from 'zod/mini';
import { id } from './fields.ts';
import { refinementSchema, REFINEMENTS_MAX } from './titles.ts';

export const SAVED_FILTER_NAME_MAX = 120;
// The default name 'My Filter #n' and the placeholder id -1 of a new filter: shared/domain/savedFilterName.ts.

/**
 * definition: JSON text of the browse refinements, either a list or {browseRefinements: [...]}.
 * Parsed and checked by the server (400 naming `definition` when it is not that).
 */
export const definitionSchema = z.pipe(
  z.pipe(
    z.string().check(z.maxLength(50_000)),
    z.transform((text, ctx) => {
      try {
        const value = JSON.parse(text) as unknown;
        return value && typeof value === 'object' && !Array.isArray(value) && 'browseRefinements' in value
          ? (value as { browseRefinements: unknown }).browseRefinements
          : value;
      } catch {
        ctx.issues.push({ code: 'custom', message: 'definition must be JSON of browse refinements', input: text });
        return z.NEVER;
      }
    }),
  ),
  z.array(refinementSchema).check(z.maxLength(REFINEMENTS_MAX)),
);

const nameSchema = z.string().check(z.trim(), z.minLength(1, 'Please enter a name.'), z.maxLength(SAVED_FILTER_NAME_MAX));

export const createSavedFilterBodySchema = z.object({ name: nameSchema, definition: definitionSchema });
export const updateSavedFilterBodySchema = z.object({
  id: id(),
  name: nameSchema,
  definition: definitionSchema,
});
export const deleteSavedFilterBodySchema = z.object({ id: id() });

/** Filter type keys of seed 2 (filtersByType is keyed by these where a lane type has one). */
export const FILTER_TYPE_KEYS: Record<string, number> = {
  publisher: 1611,
  imprint: 1612,
  ageRange: 700,
  format: 1613,
  lexile: 1509,
  dewey: 1506,
  subrights: 800,
  edition: 1600,
};

export const savedFilterSchema = z.object({
  id: z.int(),
  name: z.string(),
  type: z.enum(['user', 'group']),
  definition: z.string(),
  browseRefinements: z.array(z.object({ viewId: z.int(), browseLaneType: z.string(), code: z.string(), isExclusion: z.boolean() })),
  /** Refinements grouped by filter type key (or by lane type where it has no key). */
  filtersByType: z.record(z.string(), z.array(z.object({ code: z.string(), isExclusion: z.boolean() }))),
  updatedDate: z.string(),
});
export type SavedFilter = z.infer<typeof savedFilterSchema>;
export const savedFilterListSchema = z.array(savedFilterSchema);
export const savedFilterIdSchema = z.object({ id: z.int() });

const optionSchema = z.object({ code: z.string(), name: z.string(), count: z.int() });
export type FilterOption = z.infer<typeof optionSchema>;
export const categoryFilterOptionsSchema = z.array(optionSchema);

/** GET /api/v1/savedFilters/filterOptions: the values the saved-filter editors offer, with title counts. */
export const filterOptionsSchema = z.object({
  publisher: z.array(optionSchema),
  imprint: z.array(optionSchema),
  format: z.array(optionSchema),
  category: z.array(optionSchema),
  series: z.array(optionSchema),
  publishingStatus: z.array(optionSchema),
  reviewCopyAvailability: z.array(z.object({ code: z.string(), name: z.string() })),
  pubDateRange: z.object({
    modes: z.array(z.string()),
    relativeStartOptions: z.array(z.object({ months: z.int(), label: z.string() })),
    lookOutOptions: z.array(z.object({ code: z.string(), label: z.string() })),
    relativeDefault: z.object({ startMonths: z.int(), lookOut: z.string() }),
  }),
  filterTypeKeys: z.record(z.string(), z.int()),
});
export type FilterOptions = z.infer<typeof filterOptionsSchema>;
