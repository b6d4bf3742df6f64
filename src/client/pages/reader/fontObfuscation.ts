/**
 * Embedded fonts obfuscated as EPUB's OCF allows (listed in META-INF/encryption.xml), which the reader must undo
 * before a browser can use them (issue 21):
 * - IDPF (http://www.idpf.org/2008/embedding): the first 1040 bytes XORed with the SHA-1 of the package's unique
 *   identifier, white space (space, tab, CR, LF) removed;
 * - Adobe (http://ns.adobe.com/pdf/enc#RC): the first 1024 bytes XORed with the 16 bytes of the identifier's UUID
 *   (urn:uuid:...).
 */

export const IDPF_OBFUSCATION = 'http://www.idpf.org/2008/embedding';
export const ADOBE_OBFUSCATION = 'http://ns.adobe.com/pdf/enc#RC';

export type Obfuscation = typeof IDPF_OBFUSCATION | typeof ADOBE_OBFUSCATION;

/** An encryption.xml entry: its EncryptionMethod's Algorithm and its CipherReference's URI. */
export interface EncryptedEntry {
  algorithm: string;
  uri: string;
}

/**
 * The obfuscated fonts among encryption.xml's entries, by their path in the zip (URIs are relative to the container's
 * root, percent-encoded). Entries of real encryption (DRM) are not ours to undo and are left out.
 */
export function obfuscatedResources(entries: readonly EncryptedEntry[]): Map<string, Obfuscation> {
  const found = new Map<string, Obfuscation>();
  for (const { algorithm, uri } of entries) {
    if (algorithm !== IDPF_OBFUSCATION && algorithm !== ADOBE_OBFUSCATION) continue;
    let path: string;
    try {
      path = decodeURIComponent(uri.trim().replace(/^\.?\//, ''));
    } catch {
      continue;
    }
    if (path) found.set(path, algorithm);
  }
  return found;
}

/** The IDPF key: SHA-1 of the unique identifier without white space (null where the browser has no Web Crypto). */
export async function idpfKey(identifier: string): Promise<Uint8Array | null> {
  if (!globalThis.crypto?.subtle) return null;
  const digest = await globalThis.crypto.subtle.digest('SHA-1', new TextEncoder().encode(identifier.replace(/[ \t\r\n]/g, '')));
  return new Uint8Array(digest);
}

/** The Adobe key: the 16 bytes of the first identifier that is a UUID (urn:uuid:..., or a bare UUID); null without one. */
export function adobeKey(identifiers: readonly string[]): Uint8Array | null {
  for (const identifier of identifiers) {
    const hex = identifier
      .trim()
      .replace(/^urn:uuid:/i, '')
      .replace(/-/g, '');
    if (!/^[0-9a-f]{32}$/i.test(hex)) continue;
    return Uint8Array.from({ length: 16 }, (_, i) => Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16));
  }
  return null;
}

/** How many leading bytes each method obfuscates. */
export const OBFUSCATED_LENGTH: Record<Obfuscation, number> = { [IDPF_OBFUSCATION]: 1040, [ADOBE_OBFUSCATION]: 1024 };

/** The font with its first `length` bytes XORed with the key again (a copy; the same operation obfuscates). */
export function deobfuscate(bytes: Uint8Array, key: Uint8Array, length: number): Uint8Array {
  const out = bytes.slice();
  const end = Math.min(length, out.length);
  for (let i = 0; i < end; i++) out[i] = out[i]! ^ key[i % key.length]!;
  return out;
}
