import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type Sharp from 'sharp';
import type { Db, Tx } from '../db/client.ts';
import { users } from '../db/schema/identity.ts';
import { userAvatars } from '../db/schema/profile.ts';
import { AVATAR_NOT_AN_IMAGE } from '../../shared/contracts/profile.ts';
import { fieldProblem } from '../plugins/problem.ts';
import { avatarUri } from './avatars.ts';

/** The squares kept of an uploaded avatar, in CSS pixels x 2 for the sizes the app shows (20-40, 96, 128). */
export const AVATAR_SIZES = { small: 48, medium: 96, large: 256 } as const;
export type AvatarSize = keyof typeof AVATAR_SIZES;
/** Decoding stops beyond this many pixels (a small file can claim a huge picture). */
const MAX_INPUT_PIXELS = 40_000_000;

/** sharp (libvips, a native module) loads at the first upload, not at every start of the server. */
let sharpModule: Promise<typeof Sharp> | undefined;
const loadSharp = () => (sharpModule ??= import('sharp').then((m) => m.default));

/** JPEG, PNG or WebP by its first bytes, whatever the upload's content type says; null for anything else. */
export function imageTypeOf(bytes: Uint8Array): 'jpeg' | 'png' | 'webp' | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes[0] === 0x89 && ascii(1, 8) === 'PNG\r\n\x1a\n') return 'png';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

/** The picture as WebP squares (centre cut, turned upright by its EXIF orientation, metadata dropped). */
export async function avatarRenditions(bytes: Uint8Array): Promise<Record<AvatarSize, Buffer>> {
  const type = imageTypeOf(bytes);
  if (!type) throw fieldProblem('avatar', AVATAR_NOT_AN_IMAGE, 415);
  const sharp = await loadSharp();
  try {
    const source = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await source.metadata();
    if (meta.format !== type) throw new Error(`${type} bytes decode as ${meta.format}`);
    const render = (size: number) => source.clone().rotate().resize(size, size, { fit: 'cover' }).webp({ quality: 82 }).toBuffer();
    const [small, medium, large] = await Promise.all([render(AVATAR_SIZES.small), render(AVATAR_SIZES.medium), render(AVATAR_SIZES.large)]);
    return { small, medium, large };
  } catch {
    throw fieldProblem('avatar', AVATAR_NOT_AN_IMAGE, 415);
  }
}

export function uploadedAvatarUri(userId: number, version: string): string {
  return `/avatars/users/${userId}-${version}.webp`;
}

/** Stores the renditions and points the user's avatarUri at them (one transaction). */
export async function saveAvatar(tx: Tx, userId: number, renditions: Record<AvatarSize, Buffer>): Promise<string> {
  const version = createHash('sha256').update(renditions.large).digest('base64url').slice(0, 16);
  const row = { version, ...renditions, updatedAt: new Date() };
  await tx
    .insert(userAvatars)
    .values({ userId, ...row })
    .onConflictDoUpdate({ target: userAvatars.userId, set: row });
  const uri = uploadedAvatarUri(userId, version);
  await tx.update(users).set({ avatarUri: uri }).where(eq(users.id, userId));
  return uri;
}

/** Back to the initials picture. */
export async function removeAvatar(tx: Tx, userId: number): Promise<string> {
  await tx.delete(userAvatars).where(eq(userAvatars.userId, userId));
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  const uri = avatarUri(user!.firstName, user!.lastName, user!.email.toLowerCase());
  await tx.update(users).set({ avatarUri: uri }).where(eq(users.id, userId));
  return uri;
}

/** The stored square of this version at the size asked for, or null (another version or none). */
export async function avatarImage(db: Db, userId: number, version: string, size: AvatarSize): Promise<Buffer | null> {
  const [row] = await db.select({ version: userAvatars.version, bytes: userAvatars[size] }).from(userAvatars).where(eq(userAvatars.userId, userId));
  if (!row || row.version !== version) return null;
  return Buffer.from(row.bytes);
}
