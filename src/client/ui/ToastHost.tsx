import { useTranslation } from '../lib/i18n/useTranslation.ts';
import './toast.css';
import { dismissToast, useToasts } from '../lib/toast.ts';

/** The app's toast area (see toast.ts): plain markup, announced politely; error toasts have a close button. */
export function ToastHost() {
  const { t } = useTranslation('common');
  const toasts = useToasts();
  return (
    <div className="app-toasts" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`app-toast app-toast-${toast.tone}`}>
          <span>{toast.text}</span>
          <button type="button" aria-label={t('toast.dismiss')} onClick={() => dismissToast(toast.id)}>
            ✕
          </button>
        </div>
      ))}
    </div>
  );
}
