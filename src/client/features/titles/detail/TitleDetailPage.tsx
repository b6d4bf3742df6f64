import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IonContent, IonPage } from '../../../app/ionic.tsx';
import { MessagePage } from '../../errors/MessagePage.tsx';
import { ScreenPage } from '../../shell/ScreenPage.tsx';
import { useSession } from '../../session/useSession.ts';
import { productQuery } from '../queries.ts';
import { BibliographicBlock } from './BibliographicBlock.tsx';
import { CommunityReviews } from './CommunityReviews.tsx';
import { ConversationsPanel } from './ConversationsPanel.tsx';
import { DescriptionPanels } from './DescriptionPanels.tsx';
import { AnonymousJacketActions, AnonymousReviewPanel } from './AnonymousParts.tsx';
import { DetailJacket } from './DetailJacket.tsx';
import { InteriorImages } from './InteriorImages.tsx';
import { ShareLinkButton } from './ShareLinkButton.tsx';
import '../titles.css';
import './texts.ts';

// A signed-in user's parts (requests, downloads, shelves, reviews, nominations and their changes) load only for
// members: an anonymous visitor's first title page does not carry them. Asked for as soon as the session is known.
const memberParts = {
  jacket: () => import('./JacketActions.tsx'),
  stacks: () => import('./YourStacks.tsx'),
  review: () => import('./YourReviewPanel.tsx'),
  nominate: () => import('./NominatePanel.tsx'),
};
const JacketActions = lazy(async () => ({ default: (await memberParts.jacket()).JacketActions }));
const YourStacks = lazy(async () => ({ default: (await memberParts.stacks()).YourStacks }));
const YourReviewPanel = lazy(async () => ({ default: (await memberParts.review()).YourReviewPanel }));
const NominatePanel = lazy(async () => ({ default: (await memberParts.nominate()).NominatePanel }));
const loadMemberParts = () => Object.values(memberParts).forEach((load) => void load());

/** What frames the loaded title: the page's ScreenPage (an h1 with the name), or the title drawer's body. */
export type TitleFrame = ComponentType<{ title: string; children?: ReactNode }>;

/**
 * /title/{sku}: jacket with actions, bibliographic block, descriptions, interior images, Your Review, Conversations,
 * Nominate and community reviews. The title drawer shows the same panels in its own Frame.
 */
export function TitleDetailPage({ sku, Frame = ScreenPage }: { sku: string; Frame?: TitleFrame }) {
  const { t } = useTranslation();
  const session = useSession();
  const query = useQuery(productQuery(sku));
  const signedIn = session.status === 'authenticated';
  const country = session.status === 'loading' ? null : (session.culture.split('-')[1] ?? null);
  if (signedIn) loadMemberParts();

  if (query.isPending) {
    return (
      <IonPage>
        <IonContent className="ion-padding">
          <div className="screen" role="status" aria-busy="true">
            <div className="skeleton-line skeleton-title" />
            <p>{t('titles.detail.loading')}</p>
          </div>
        </IonContent>
      </IonPage>
    );
  }
  if (query.isError) return <MessagePage message={t('titles.detail.error')} onRetry={() => void query.refetch()} />;
  const product = query.data;
  return (
    <Frame title={product.name}>
      <div className="title-detail">
        <div className="title-jacket">
          <DetailJacket product={product} signedIn={signedIn} />
          {signedIn ? (
            <Suspense fallback={null}>
              <JacketActions product={product} />
            </Suspense>
          ) : (
            <AnonymousJacketActions />
          )}
          <ShareLinkButton sku={product.sku} />
        </div>
        <div className="title-info">
          <BibliographicBlock product={product} country={country} />
          <DescriptionPanels descriptions={product.descriptions} />
          <InteriorImages product={product} />
          {signedIn ? (
            <Suspense fallback={null}>
              <YourStacks sku={product.sku} />
              <YourReviewPanel sku={product.sku} title={product.name} country={country} />
            </Suspense>
          ) : (
            <AnonymousReviewPanel />
          )}
          <ConversationsPanel />
          {signedIn ? (
            <Suspense fallback={null}>
              <NominatePanel sku={product.sku} title={product.name} />
            </Suspense>
          ) : null}
          <CommunityReviews sku={product.sku} signedIn={signedIn} country={country} />
        </div>
      </div>
    </Frame>
  );
}
