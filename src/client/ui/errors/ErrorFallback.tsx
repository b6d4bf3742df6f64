import { useTranslation } from 'react-i18next';
import { MessagePage } from './MessagePage.tsx';

export function ErrorFallback({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation('common');
  return <MessagePage message={t('errors.somethingWrong')} onRetry={onRetry} />;
}
