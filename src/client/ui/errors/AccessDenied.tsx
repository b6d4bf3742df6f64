import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { MessagePage } from './MessagePage.tsx';

export function AccessDenied() {
  const { t } = useTranslation('common');
  return <MessagePage message={t('errors.accessDenied')} />;
}
