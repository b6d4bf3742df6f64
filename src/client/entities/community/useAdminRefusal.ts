import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { ApiError, NetworkError } from '../../lib/api.ts';
import { showToast } from '../../lib/toast.ts';

/** The toast of a refused community or event change: the server's problem (it names what is wrong), else a general one. */
export function useAdminRefusal() {
  const { t } = useTranslation('communities');
  return (error: unknown) =>
    showToast(
      error instanceof ApiError && error.status < 500
        ? error.message
        : error instanceof NetworkError
          ? t('communities.admin.network')
          : t('communities.requestError'),
      'error',
    );
}
