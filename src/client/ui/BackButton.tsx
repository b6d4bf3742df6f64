import { useCanGoBack, useRouter } from '@tanstack/react-router';
import { useTranslation } from '../lib/i18n/useTranslation.ts';

/**
 * A screen header's back button: the previous screen of this visit (history back), or `fallback` (/home) when the
 * screen was opened directly (a shared link, a new tab), as a native app's back does.
 */
export function BackButton({ fallback = '/home' }: { fallback?: string }) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return (
    <button
      type="button"
      className="back-button"
      aria-label={t('nav.back')}
      onClick={() => (canGoBack ? router.history.back() : void router.navigate({ to: fallback }))}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path fill="currentColor" d="M15.4 4.6 14 3.2 5.2 12l8.8 8.8 1.4-1.4L8 12l7.4-7.4Z" />
      </svg>
    </button>
  );
}
