/** Bytes as a data: URL (base64): an image that needs no fetch (a push notification's icon, an EPUB picture epubjs asks for as base64). */
export function dataUrl(bytes: Uint8Array, type: string): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${type};base64,${btoa(binary)}`;
}
