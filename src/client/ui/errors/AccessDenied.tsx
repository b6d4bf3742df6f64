import { useTranslation } from 'react-i18next';
import { MessagePage } from './MessagePage.tsx';

export function AccessDenied() {
  const { t } = useTranslation('common');
  return <MessagePage message={t('errors.accessDenied')} />;
}
