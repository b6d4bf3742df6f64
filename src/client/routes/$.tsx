import { createFileRoute, redirect } from '@tanstack/react-router';

/** Unknown paths redirect to the main page. */
export const Route = createFileRoute('/$')({
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});
