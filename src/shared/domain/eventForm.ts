/**
 * The owners' event form (issue 18): what the fields hold (text as typed, times as `<input type="datetime-local">`
 * gives them, in the device's zone), which problems keep it from being sent, and the body of POST/PUT /api/events it
 * makes. Pure: the problems are codes, the screen words them from its locale file.
 */

export const EVENT_FORM_LINK_KINDS = ['website', 'tickets', 'programme', 'stream'] as const;
export type EventFormLinkKind = (typeof EVENT_FORM_LINK_KINDS)[number];

export interface EventFormValues {
  title: string;
  description: string;
  /** 'YYYY-MM-DDTHH:mm' in the device's time zone (datetime-local), or ''. */
  start: string;
  end: string;
  venueName: string;
  venueAddress: string;
  venueCity: string;
  venueCountry: string;
  links: Record<EventFormLinkKind, string>;
  /** ISBNs (skus) of the titles of interest, separated by spaces, commas or lines. */
  skus: string;
  /** Audiences ('Booksellers, Librarians'), separated by commas. */
  audiences: string;
}

export type EventFormProblem = 'titleRequired' | 'startRequired' | 'endRequired' | 'endBeforeStart' | 'badLink' | 'badSku' | 'tooManySkus';
export type EventFormField = 'title' | 'start' | 'end' | `link.${EventFormLinkKind}` | 'skus';
export type EventFormProblems = Partial<Record<EventFormField, EventFormProblem>>;

/** The limits of the contract (contracts/events.ts), repeated here so the rule stays free of zod. */
const TITLE_MAX = 200;
const SKUS_MAX = 100;
const HTTP_URL = /^https?:\/\/[^\s/]+\S*$/i;
const SKU = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

export const emptyEventForm = (): EventFormValues => ({
  title: '',
  description: '',
  start: '',
  end: '',
  venueName: '',
  venueAddress: '',
  venueCity: '',
  venueCountry: '',
  links: { website: '', tickets: '', programme: '', stream: '' },
  skus: '',
  audiences: '',
});

/** The skus typed in the field: split on spaces, commas and semicolons; ISBN hyphens dropped; each once. */
export function parseSkus(text: string): string[] {
  const skus = text
    .split(/[\s,;]+/)
    .map((s) => (/^[\d-]+[\dXx]$/.test(s) ? s.replace(/-/g, '') : s))
    .filter(Boolean);
  return [...new Set(skus)];
}

/** A local 'YYYY-MM-DDTHH:mm' as epoch milliseconds (NaN when it is not one). */
export function localTimeMs(value: string): number {
  return LOCAL_TIME.test(value) ? new Date(value).getTime() : NaN;
}

/** An ISO time as the datetime-local field shows it, in the device's zone ('' when there is none). */
export function toLocalInput(iso: string | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** What keeps the form from being sent, by field (empty: it can be sent). */
export function eventFormProblems(values: EventFormValues): EventFormProblems {
  const problems: EventFormProblems = {};
  if (!values.title.trim()) problems.title = 'titleRequired';
  const start = localTimeMs(values.start);
  const end = localTimeMs(values.end);
  if (Number.isNaN(start)) problems.start = 'startRequired';
  if (Number.isNaN(end)) problems.end = 'endRequired';
  else if (!Number.isNaN(start) && end < start) problems.end = 'endBeforeStart';
  for (const kind of EVENT_FORM_LINK_KINDS) {
    const link = values.links[kind].trim();
    if (link && (!HTTP_URL.test(link) || link.length > 2000)) problems[`link.${kind}`] = 'badLink';
  }
  const skus = parseSkus(values.skus);
  if (skus.some((s) => !SKU.test(s))) problems.skus = 'badSku';
  else if (skus.length > SKUS_MAX) problems.skus = 'tooManySkus';
  return problems;
}

/** The event as the form shows it (editing one). */
export interface EditableEvent {
  title: string;
  description: string;
  time: { startTime?: string | undefined; endTime?: string | undefined };
  venue: { name?: string | undefined; address?: string | undefined; city?: string | undefined; country?: string | undefined };
  links: Partial<Record<EventFormLinkKind, string | undefined>>;
  skus: readonly string[];
  ofInterestToList: readonly string[];
}

export function eventFormValues(event: EditableEvent): EventFormValues {
  return {
    title: event.title,
    description: event.description,
    start: toLocalInput(event.time.startTime),
    end: toLocalInput(event.time.endTime ?? event.time.startTime),
    venueName: event.venue.name ?? '',
    venueAddress: event.venue.address ?? '',
    venueCity: event.venue.city ?? '',
    venueCountry: event.venue.country ?? '',
    links: {
      website: event.links.website ?? '',
      tickets: event.links.tickets ?? '',
      programme: event.links.programme ?? '',
      stream: event.links.stream ?? '',
    },
    skus: event.skus.join(', '),
    audiences: event.ofInterestToList.join(', '),
  };
}

/** The body of POST /api/events or PUT /api/events/{eventId} (contracts/events.ts eventBodySchema); empty fields left out. */
export function eventBody(values: EventFormValues, communityIds: readonly number[], sessionParentEventId: number | null = null) {
  const trimmed = (value: string) => value.trim() || undefined;
  const defined = <T extends object>(record: T) =>
    Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as { [K in keyof T]?: Exclude<T[K], undefined> };
  return {
    title: values.title.trim().slice(0, TITLE_MAX),
    description: values.description.trim(),
    startTime: new Date(localTimeMs(values.start)).toISOString(),
    endTime: new Date(localTimeMs(values.end)).toISOString(),
    venue: defined({
      name: trimmed(values.venueName),
      address: trimmed(values.venueAddress),
      city: trimmed(values.venueCity),
      country: trimmed(values.venueCountry),
    }),
    links: defined(
      Object.fromEntries(EVENT_FORM_LINK_KINDS.map((kind) => [kind, trimmed(values.links[kind])])) as Record<EventFormLinkKind, string | undefined>,
    ),
    ofInterestToList: values.audiences
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean)
      .slice(0, 10),
    communityIds: [...communityIds],
    skus: parseSkus(values.skus),
    sessionParentEventId,
  };
}
