import * as z from 'zod/mini';

/** RFC 9457 problem details, the body of every 4xx the API answers. */
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.int(),
  detail: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
});
export type Problem = z.infer<typeof problemSchema>;

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** Reply of the seed's login service: success is code SUCCESS in the first item. */
export const serviceReplySchema = z.array(z.object({ code: z.string(), text: z.optional(z.string()) }));
export type ServiceReply = z.infer<typeof serviceReplySchema>;
export const SUCCESS = 'SUCCESS';
