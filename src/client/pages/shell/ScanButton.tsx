import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';

// The scanner (its sheet, the camera, the barcode reader and its WebAssembly) loads on the first click only.
const ScanSheet = lazy(() => import('../scan/ScanSheet.tsx').then((m) => ({ default: m.ScanSheet })));

/** The header's Scan button (signed in, phones and desktops): opens the ISBN scanner's sheet. */
export function ScanButton() {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="header-link scan-button" aria-haspopup="dialog" aria-label={t('header.scan')} onClick={() => setOpen(true)}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path fill="currentColor" d="M2 4h2v16H2zm3 0h1v16H5zm2 0h3v16H7zm4 0h1v16h-1zm3 0h2v16h-2zm3 0h1v16h-1zm2 0h3v16h-3z" />
        </svg>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ScanSheet onClosed={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
