import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { MessagePage } from './MessagePage.tsx';

export function ErrorFallback({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation('common');
  return <MessagePage message={t('errors.somethingWrong')} onRetry={onRetry} />;
}
