import { Link } from '@tanstack/react-router';
import { parseTitleLinks } from '../../../shared/domain/titleLinks.ts';

/**
 * A comment's text: plain text (React text nodes, never HTML), where each `[Name](/title/{sku})` with a valid ISBN-13
 * shows as an in-app link to the title page; a link with any other sku stays as the text that was written.
 */
export function CommentText({ text }: { text: string }) {
  return (
    <p className="conv-text">
      {parseTitleLinks(text).map((part, index) =>
        part.kind === 'title' && part.valid ? (
          <Link key={index} to="/title/$sku" params={{ sku: part.sku }} className="conv-title-link">
            {part.name}
          </Link>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}
