/** Covers are drawn at twice their pixel size, so they stay sharp on a projected slide. */
const SCALE = 2;
const TIMEOUT_MS = 10_000;

export interface CoverPng {
  /** data:image/png;base64,… */
  data: string;
  width: number;
  height: number;
}

/**
 * A cover image (SVG from our server, through the browser and service worker caches) drawn into a canvas and
 * returned as PNG data; null when it cannot be loaded or drawn in time.
 */
export async function coverPng(url: string): Promise<CoverPng | null> {
  const image = new Image();
  image.decoding = 'async';
  image.src = url;
  let timer = 0;
  try {
    await Promise.race([image.decode(), new Promise((_, reject) => (timer = window.setTimeout(() => reject(new Error('timeout')), TIMEOUT_MS)))]);
    const { naturalWidth: width, naturalHeight: height } = image;
    if (!width || !height) return null;
    const canvas = document.createElement('canvas');
    canvas.width = width * SCALE;
    canvas.height = height * SCALE;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return { data: canvas.toDataURL('image/png'), width, height };
  } catch {
    return null;
  } finally {
    window.clearTimeout(timer);
    image.src = '';
  }
}
