import { createFileRoute } from '@tanstack/react-router';
import { ImportPage } from '../../pages/publisherImport/ImportPage.tsx';

/** /import: publishers' users import titles (ONIX 3.0) and galleys (EPUB), from the account menu (issue 21 §3). */
export const Route = createFileRoute('/_shell/import')({
  staticData: { texts: ['publisherImport'] },
  component: ImportPage,
  pendingComponent: ImportPage,
});
