// The one Drizzle schema: every table file of this folder, re-exported for the drizzle() client.
export * from './identity.ts';
export * from './catalog.ts';
export * from './communities.ts';
export * from './galleys.ts';
export * from './collections.ts';
export * from './savedFilters.ts';
export * from './reviews.ts';
export * from './shelves.ts';
export * from './requests.ts';
export * from './nominations.ts';
export * from './lists.ts';
export * from './events.ts';
export * from './conversations.ts';
export * from './listExtras.ts';
export * from './notifications.ts';
export * from './push.ts';
