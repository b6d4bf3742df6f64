import { createFileRoute } from '@tanstack/react-router';
import { ReaderPage } from '../pages/reader/ReaderPage.tsx';

/** /read/{sku}: the EPUB reader, full screen outside the app frame; its chunk (with epubjs) loads only here. */
export const Route = createFileRoute('/read/$sku')({
  staticData: { texts: ['reader'] },
  component: function ReadRoute() {
    const { sku } = Route.useParams();
    return <ReaderPage key={sku} sku={sku} />;
  },
});
