import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { ApiError, NetworkError } from '../../lib/api.ts';
import { FormMessage } from './FormField.tsx';

/** The server's words for a failed request: the problem's field messages, else its detail, else plain text. */
export function serverMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const fields = error.problem?.errors.map((item) => item.message).filter(Boolean) ?? [];
    if (fields.length > 0) return fields.join(', ');
    if (error.problem?.detail) return error.problem.detail;
    if (typeof error.body === 'string') return error.body;
    return error.problem?.title ?? '';
  }
  return error instanceof Error ? error.message : '';
}

/** 'there was an error with your request', then the message, then 'please try again'. */
export function RequestError({ error }: { error: unknown }) {
  const { t } = useTranslation('registration');
  const message = error instanceof NetworkError ? t('registration.errors.offline') : serverMessage(error);
  return (
    <FormMessage tone="error">
      <p>{t('registration.errors.requestError')}</p>
      {message ? <p>{message}</p> : null}
      <p>{t('registration.errors.pleaseTryAgain')}</p>
    </FormMessage>
  );
}
