import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { preferences } from '../db/schema/identity.ts';
import type { Preference, ReviewCopyDownloadPreferences, UserAttributes } from '../../shared/contracts/preferences.ts';

export async function listPreferences(db: Db | Tx, userId: number, types: string[]): Promise<Preference[]> {
  if (types.length === 0) return [];
  return db
    .select({ type: preferences.type, name: preferences.name, value: preferences.value })
    .from(preferences)
    .where(and(eq(preferences.userId, userId), inArray(preferences.type, types)))
    .orderBy(preferences.type, preferences.name);
}

/** { [type]: { [name]: value } } */
export function toObjectForm(list: Preference[]): Record<string, Record<string, string>> {
  const result: Record<string, Record<string, string>> = {};
  for (const { type, name, value } of list) (result[type] ??= {})[name] = value;
  return result;
}

export async function setPreference(db: Db | Tx, userId: number, type: string, name: string, value: string) {
  await db
    .insert(preferences)
    .values({ userId, type, name, value })
    .onConflictDoUpdate({
      target: [preferences.userId, preferences.type, preferences.name],
      set: { value, updatedAt: new Date() },
    });
}

async function namedValues(db: Db | Tx, userId: number, type: string): Promise<Record<string, string>> {
  return toObjectForm(await listPreferences(db, userId, [type]))[type] ?? {};
}

export const REVIEW_COPY_DOWNLOAD = 'reviewCopyDownload';
export const SOCIAL = 'social';
export const USER_ATTRIBUTES = 'userAttributes';

export async function reviewCopyDownload(db: Db | Tx, userId: number): Promise<ReviewCopyDownloadPreferences> {
  const values = await namedValues(db, userId, REVIEW_COPY_DOWNLOAD);
  return {
    kindleDownloadMethod: values.kindleDownloadMethod ?? '',
    kindleEmail: values.kindleEmail ?? '',
    preferredFormat: values.preferredFormat ?? '',
  };
}

export async function noUpdates(db: Db | Tx, userId: number): Promise<boolean> {
  return (await namedValues(db, userId, SOCIAL)).noUpdates === 'true';
}

export async function userAttributes(db: Db | Tx, userId: number, classification: string): Promise<UserAttributes> {
  const values = await namedValues(db, userId, USER_ATTRIBUTES);
  let profileLinks: UserAttributes['profileLinks'] = [];
  try {
    const parsed = JSON.parse(values.profileLinks ?? '[]') as unknown;
    if (Array.isArray(parsed)) {
      profileLinks = parsed.filter((l): l is { type: string; url: string } => typeof l?.type === 'string' && typeof l?.url === 'string');
    }
  } catch {
    profileLinks = [];
  }
  return {
    roleSummary: values.roleSummary ?? classification,
    roleDescription: values.roleDescription ?? '',
    profileLinks,
    fontsAccentColor: values.fontsAccentColor ?? '',
  };
}
