import { hashString } from '../../shared/domain/random.ts';

/** Avatar background colours; the index is part of the avatar URI. */
export const AVATAR_COLOURS = [
  '#b23a48',
  '#1d3557',
  '#2a9d8f',
  '#e76f51',
  '#6a4c93',
  '#3a5a40',
  '#bc6c25',
  '#0077b6',
  '#9d0208',
  '#5e548e',
  '#386641',
  '#7f4f24',
] as const;

/** Up to two letters: first letters of first and last name, upper case. */
export function initialsOf(firstName: string, lastName: string): string {
  const letter = (s: string) => [...s.trim()][0]?.toLocaleUpperCase() ?? '';
  return letter(firstName) + letter(lastName) || 'U';
}

/** The avatar URI stored in users.avatarUri: /avatars/{initials}-{colour}.svg (no database needed to draw it). */
export function avatarUri(firstName: string, lastName: string, key: string = `${firstName} ${lastName}`): string {
  const initials = initialsOf(firstName, lastName);
  const colour = hashString(key) % AVATAR_COLOURS.length;
  return `/avatars/${encodeURIComponent(initials)}-${colour}.svg`;
}

/** A community's logo: the initials of its first two longer words on a colour of its name. */
export function communityLogoUri(name: string): string {
  const words = name
    .replace(/[^A-Za-z ]+/g, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 2);
  return avatarUri(words[0] ?? name, words[1] ?? '', name);
}

/** A round avatar: initials on a colour. size in px (the SVG scales). */
export function avatarSvg(initials: string, colour: number, size = 96): string {
  const fill = AVATAR_COLOURS[colour % AVATAR_COLOURS.length]!;
  const text = initials.replace(/[&<>"']/g, '');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100" role="img">` +
    `<title>${text}</title><circle cx="50" cy="50" r="50" fill="${fill}"/>` +
    `<text x="50" y="50" dy="0.35em" font-family="Helvetica, Arial, sans-serif" font-size="40" font-weight="600" fill="#ffffff" text-anchor="middle">${text}</text></svg>`
  );
}
