import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { decodeIsbn } from './decodeIsbn.ts';

/** How often a video frame is read for a barcode. */
const READ_EVERY_MS = 250;
/** The same ISBN read again within this time counts as the same scan (the book is still in front of the camera). */
const SAME_SCAN_MS = 3_000;

export type CameraProblem = 'noCamera' | 'refused' | 'failed';

/**
 * The back camera's picture, read for ISBN barcodes several times a second: each ISBN read is passed to `onIsbn`
 * (the same one again only once it has been out of view for a while). Without a camera, when permission is refused or
 * the reader cannot load, `onProblem` says why (the sheet offers typing the ISBN then).
 */
export function CameraScanner({ onIsbn, onProblem }: { onIsbn: (isbn: string) => void; onProblem: (problem: CameraProblem) => void }) {
  const { t } = useTranslation('scan');
  const video = useRef<HTMLVideoElement>(null);
  const [ready, setReady] = useState(false);
  const onIsbnRef = useRef(onIsbn);
  const onProblemRef = useRef(onProblem);
  useEffect(() => {
    onIsbnRef.current = onIsbn;
    onProblemRef.current = onProblem;
  });

  useEffect(() => {
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let last = { isbn: '', at: 0 };
    const read = async () => {
      const element = video.current;
      if (stopped || !element) return;
      try {
        if (element.readyState >= 2) {
          const isbn = await decodeIsbn(element);
          const now = Date.now();
          if (isbn && !stopped && (isbn !== last.isbn || now - last.at > SAME_SCAN_MS)) onIsbnRef.current(isbn);
          if (isbn) last = { isbn, at: now };
        }
      } catch (error) {
        console.warn('barcode reading failed', error);
        onProblemRef.current('failed');
        return;
      }
      if (!stopped) timer = setTimeout(() => void read(), READ_EVERY_MS);
    };
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) return onProblemRef.current('noCamera');
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch (error) {
        const name = error instanceof DOMException ? error.name : '';
        return onProblemRef.current(name === 'NotAllowedError' || name === 'SecurityError' ? 'refused' : 'noCamera');
      }
      if (stopped) return stream.getTracks().forEach((track) => track.stop());
      const element = video.current!;
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      setReady(true);
      void read();
    };
    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <div className="scan-camera">
      <video ref={video} muted playsInline aria-label={t('camera.label')} />
      <p className="scan-camera-hint" aria-live="polite">
        {ready ? t('camera.hint') : t('camera.starting')}
      </p>
    </div>
  );
}
