// The one Drizzle schema: every table file of this folder, re-exported for the drizzle() client.
export * from './identity.ts';
