import { Navigate } from '@tanstack/react-router';

/** Unknown paths go to the main page. */
export function NotFoundRedirect() {
  return <Navigate to="/" replace />;
}
