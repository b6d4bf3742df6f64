import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { IonContent, IonPage } from '../../../app/ionic.tsx';
import { MessagePage } from '../../errors/MessagePage.tsx';
import { ScreenPage } from '../../shell/ScreenPage.tsx';
import { useSession } from '../../session/useSession.ts';
import { Jacket } from '../Jacket.tsx';
import { productQuery } from '../queries.ts';
import { BibliographicBlock } from './BibliographicBlock.tsx';
import { CommunityReviews } from './CommunityReviews.tsx';
import { DescriptionPanels } from './DescriptionPanels.tsx';
import { InteriorImages } from './InteriorImages.tsx';
import { JacketActions } from './JacketActions.tsx';
import { ShareLinkButton } from './ShareLinkButton.tsx';
import { YourStacks } from './YourStacks.tsx';
import '../titles.css';

/** /title/{sku}: jacket with actions, bibliographic block, descriptions, interior images and community reviews. */
export function TitleDetailPage({ sku }: { sku: string }) {
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
    <ScreenPage title={product.name}>
      <div className="title-detail">
        <div className="title-jacket">
          <Jacket product={product} requestHeight={600} drawHeight={450} eager className="jacket jacket-large" />
          <JacketActions product={product} signedIn={signedIn} />
          <ShareLinkButton sku={product.sku} />
        </div>
        <div className="title-info">
          <BibliographicBlock product={product} country={country} />
          <DescriptionPanels descriptions={product.descriptions} />
          <InteriorImages product={product} />
          <YourStacks sku={product.sku} signedIn={signedIn} />
          <CommunityReviews sku={product.sku} signedIn={signedIn} country={country} />
        </div>
      </div>
    </ScreenPage>
  );
}
