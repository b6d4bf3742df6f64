import { createFileRoute } from '@tanstack/react-router';
import { YourBooksPage } from '../../pages/yourBooks/YourBooksPage.tsx';
import { loadYourBooks } from '../../pages/yourBooks/loadYourBooks.ts';

export const Route = createFileRoute('/_shell/yourbooks')({
  staticData: { texts: ['requests', 'stacks'] },
  loader: ({ context }) => loadYourBooks(context.queryClient),
  component: YourBooksPage,
  // A slow load shows the page itself with each panel's skeleton (SectionStatus), of the size of the rows it stands for.
  pendingComponent: YourBooksPage,
});
