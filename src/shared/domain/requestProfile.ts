/** Role summaries a requester can pick (seed 3 requestorTypes). */
export const REQUESTOR_TYPES = ['Bookseller', 'Librarian', 'Reviewer', 'Educator', 'Media', 'Publishing professional', 'Other'] as const;
export type RequestorType = (typeof REQUESTOR_TYPES)[number];

export function isRequestorType(value: string): value is RequestorType {
  return (REQUESTOR_TYPES as readonly string[]).includes(value);
}

/** Social link attributes of seed 3 (free text): personal website, Facebook, Twitter, LinkedIn, Goodreads, Skype. */
export const PROFILE_LINK_TYPES = ['website', 'facebook', 'twitter', 'linkedin', 'goodreads', 'skype'] as const;
