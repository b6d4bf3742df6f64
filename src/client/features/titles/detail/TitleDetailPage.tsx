import { useQuery } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
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
import { DetailJacket } from './DetailJacket.tsx';
import { InteriorImages } from './InteriorImages.tsx';
import { JacketActions } from './JacketActions.tsx';
import { NominatePanel } from './NominatePanel.tsx';
import { ShareLinkButton } from './ShareLinkButton.tsx';
import { YourReviewPanel } from './YourReviewPanel.tsx';
import { YourStacks } from './YourStacks.tsx';
import '../titles.css';
import './texts.ts';

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
          <JacketActions product={product} signedIn={signedIn} />
          <ShareLinkButton sku={product.sku} />
        </div>
        <div className="title-info">
          <BibliographicBlock product={product} country={country} />
          <DescriptionPanels descriptions={product.descriptions} />
          <InteriorImages product={product} />
          <YourStacks sku={product.sku} signedIn={signedIn} />
          <YourReviewPanel sku={product.sku} title={product.name} signedIn={signedIn} country={country} />
          <ConversationsPanel />
          <NominatePanel sku={product.sku} title={product.name} signedIn={signedIn} />
          <CommunityReviews sku={product.sku} signedIn={signedIn} country={country} />
        </div>
      </div>
    </Frame>
  );
}
