import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { useAfterFirstPaint } from '../../lib/afterFirstPaint.ts';
import { lazyPart, PartBoundary } from '../../ui/lazyPart.tsx';
import { SkeletonLines } from '../../ui/SkeletonLines.tsx';

// The panel's code (threads, the new-thread form, the drawer's loader) and its texts load after the page's first paint:
// the title page's first-route JS stays within its budget (scripts/firstRouteJs.ts).
const TitleConversations = lazyPart(async () => (await import('./TitleConversations.tsx')).TitleConversations, [], ['conversations']);

/**
 * The title page's Conversations panel (seed 3 §2): the title's conversations in the user's communities, a thread
 * opening the conversation drawer, and Start a conversation (the account prompt for visitors). Loaded after the first
 * paint, with a skeleton of its size until then.
 */
export function ConversationsPanel({ sku, title, signedIn }: { sku: string; title: string; signedIn: boolean }) {
  const { t } = useTranslation('titleDetail');
  const painted = useAfterFirstPaint();
  const headingId = useId();
  const skeleton = <SkeletonLines widths={['70%', '90%', '40%']} label={t('titles.detail.conversations.title')} />;
  return (
    <section className="panel" aria-labelledby={headingId} data-testid="title-conversations">
      <h2 className="panel-title panel-heading" id={headingId}>
        {t('titles.detail.conversations.title')}
      </h2>
      {painted ? (
        <PartBoundary fallback={skeleton}>
          <TitleConversations key={sku} sku={sku} title={title} signedIn={signedIn} />
        </PartBoundary>
      ) : (
        skeleton
      )}
    </section>
  );
}
