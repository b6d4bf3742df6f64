/**
 * Reads the ISBN of a book's barcode (EAN-13) from an image or a video frame: with the browser's BarcodeDetector
 * where it reads EAN-13, else with the `barcode-detector` ponyfill (ZXing in WebAssembly). The ponyfill and its
 * .wasm load on first use only, the .wasm from our own build (a Vite asset URL, cached by the service worker), never
 * from a CDN.
 */
import { isbnFromBarcodes } from '../../../shared/domain/scannedIsbns.ts';

interface Detector {
  detect(source: ImageBitmapSource | HTMLVideoElement): Promise<Array<{ rawValue: string }>>;
}

interface NativeDetectorClass {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<string[]>;
}

let detector: Promise<Detector> | undefined;

async function nativeDetector(): Promise<Detector | null> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    const formats = await Native.getSupportedFormats();
    return formats.includes('ean_13') ? new Native({ formats: ['ean_13'] }) : null;
  } catch {
    return null;
  }
}

async function zxingDetector(): Promise<Detector> {
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  await prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats: ['ean_13'] });
}

/** The detector in use (made once): the browser's, or ZXing's. */
export function barcodeDetector(): Promise<Detector> {
  detector ??= nativeDetector()
    .then((native) => native ?? zxingDetector())
    .catch((error: unknown) => {
      detector = undefined;
      throw error;
    });
  return detector;
}

/** The ISBN-13 a barcode in `source` carries, or null when none is read. */
export async function decodeIsbn(source: ImageBitmapSource | HTMLVideoElement): Promise<string | null> {
  const found = await (await barcodeDetector()).detect(source);
  return isbnFromBarcodes(found.map((code) => code.rawValue));
}
