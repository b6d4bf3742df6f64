/**
 * The owners' community form (issue 18): create (name, description, optional join code: with one, the community is
 * invited) and rename. Pure: problems are codes, the screen words them from its locale file.
 */

/** The limits of the contract (contracts/communities.ts), repeated here so the rule stays free of zod. */
export const COMMUNITY_FORM_LIMITS = { name: 100, description: 2000, code: 64 } as const;

export interface CommunityFormValues {
  name: string;
  description: string;
  /** The join code ('' : an open community). */
  code: string;
}

export type CommunityFormProblem = 'nameRequired' | 'nameTooLong' | 'descriptionTooLong' | 'codeTooLong' | 'codeSpaces';
export type CommunityFormProblems = Partial<Record<keyof CommunityFormValues, CommunityFormProblem>>;

export function communityFormProblems(values: CommunityFormValues): CommunityFormProblems {
  const problems: CommunityFormProblems = {};
  const name = values.name.trim();
  if (!name) problems.name = 'nameRequired';
  else if (name.length > COMMUNITY_FORM_LIMITS.name) problems.name = 'nameTooLong';
  if (values.description.trim().length > COMMUNITY_FORM_LIMITS.description) problems.description = 'descriptionTooLong';
  const code = values.code.trim();
  if (code.length > COMMUNITY_FORM_LIMITS.code) problems.code = 'codeTooLong';
  // A code is typed in a URL path segment when joining (PUT .../validate/{code}): one word, no spaces inside.
  else if (/\s/.test(code)) problems.code = 'codeSpaces';
  return problems;
}

/** The body of POST /api/v1/affiliations: a user community (type 2); a code makes it invited. */
export function createCommunityBody(values: CommunityFormValues) {
  const code = values.code.trim();
  return { name: values.name.trim(), description: values.description.trim(), type: 2 as const, validationCode: code || null };
}
