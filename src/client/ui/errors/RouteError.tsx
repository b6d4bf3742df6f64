import type { ErrorComponentProps } from '@tanstack/react-router';
import { isForbidden } from '../../lib/api.ts';
import { AccessDenied } from './AccessDenied.tsx';
import { ErrorFallback } from './ErrorFallback.tsx';

/** Forbidden-type errors render Access Denied; any other render error the generic fallback. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  if (isForbidden(error)) return <AccessDenied />;
  return <ErrorFallback onRetry={reset} />;
}
