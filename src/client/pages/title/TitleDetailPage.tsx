import { TitleDetailSkeleton } from '../../entities/title/TileSkeleton.tsx';
import { useQuery, useQueryClient, type FetchQueryOptions, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { IonContent, IonPage } from '../../ui/ionic.tsx';
import { lazyPart, PartBoundary, type Preloadable } from '../../ui/lazyPart.tsx';
import { MessagePage } from '../../ui/errors/MessagePage.tsx';
import { ScreenPage } from '../../ui/ScreenPage.tsx';
import { BackButton } from '../../ui/BackButton.tsx';
import { useIsSmallScreen } from '../../lib/useIsSmallScreen.ts';
import { useSession } from '../../entities/session/useSession.ts';
import { productQuery } from '../../entities/title/queries.ts';
import { BibliographicBlock } from './BibliographicBlock.tsx';
import { CommunityReviews } from './CommunityReviews.tsx';
import { ConversationsPanel } from './ConversationsPanel.tsx';
import { DescriptionPanels } from './DescriptionPanels.tsx';
import { AnonymousJacketActions, AnonymousReviewPanel } from './AnonymousParts.tsx';
import { DetailJacket } from './DetailJacket.tsx';
import { InteriorImages } from './InteriorImages.tsx';
import { ShareLinkButton } from './ShareLinkButton.tsx';
import '../../entities/title/titles.css';

// A signed-in user's parts (requests, downloads, shelves, reviews, nominations and their changes) load only for
// members: an anonymous visitor's first title page does not carry them. Asked for as soon as the session is known.
// Each panel shows once the drawers and modals it opens are loaded too: the user who goes offline right after the
// page showed can still shelve, review, request or nominate (the outbox keeps the change).
async function withParts<M extends { parts: readonly Preloadable[] }>(module: Promise<M>): Promise<M> {
  const loaded = await module;
  await Promise.all(loaded.parts.map((part) => part.preload()));
  return loaded;
}
const memberParts = {
  jacket: () => withParts(import('./JacketActions.tsx')),
  stacks: () => withParts(import('./YourStacks.tsx')),
  review: () => withParts(import('./YourReviewPanel.tsx')),
  nominate: () => withParts(import('./NominatePanel.tsx')),
};
const JacketActions = lazyPart(async () => (await memberParts.jacket()).JacketActions, [], ['titleDetail', 'requests', 'reader']);
const YourStacks = lazyPart(async () => (await memberParts.stacks()).YourStacks, [], ['stacks']);
const YourReviewPanel = lazyPart(async () => (await memberParts.review()).YourReviewPanel, [], ['titleDetail', 'reviews']);
const NominatePanel = lazyPart(async () => (await memberParts.nominate()).NominatePanel, [], ['titleDetail', 'reviews']);
const memberPartsLoaded = new Map<string, Promise<unknown>>();
const memberPartsDone = new Set<string>();
/** A member's parts and what Your Stacks and Your Review show for this title (loaded or failed: the parts say so). */
const loadMemberParts = (client: QueryClient, sku: string) => {
  let loading = memberPartsLoaded.get(sku);
  if (!loading) {
    const panels = Promise.allSettled([memberParts.stacks(), memberParts.review()]).then((modules) =>
      Promise.allSettled(
        modules
          .flatMap((module) => (module.status === 'fulfilled' ? (module.value.panelQueries(sku) as unknown as FetchQueryOptions[]) : []))
          .map((query) => client.ensureQueryData({ ...query, revalidateIfStale: true })),
      ),
    );
    loading = Promise.allSettled([...[JacketActions, YourStacks, YourReviewPanel, NominatePanel].map((part) => part.preload()), panels]).then(() => {
      memberPartsDone.add(sku);
    });
    memberPartsLoaded.set(sku, loading);
  }
  return loading;
};

/**
 * Whether a member's parts (jacket actions, Your Stacks, Your Review) and what they show have loaded, or failed to: the
 * page shows them together with the rest, so that nothing moves down as they arrive (on a phone they come before the
 * bibliographic block). Anonymous visitors wait for nothing.
 */
function useMemberParts(signedIn: boolean, sku: string): boolean {
  const client = useQueryClient();
  const [ready, setReady] = useState(() => memberPartsDone.has(sku));
  if (signedIn) void loadMemberParts(client, sku); // started with the title's own fetch
  useEffect(() => {
    if (!signedIn || ready) return;
    let live = true;
    void loadMemberParts(client, sku).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [client, signedIn, sku, ready]);
  return !signedIn || ready || memberPartsDone.has(sku);
}

/** What frames the loaded title: the page's ScreenPage (an h1 with the name), or the title drawer's body. */
export type TitleFrame = ComponentType<{ title: string; children?: ReactNode }>;

/** The title page's frame: the screen's heading with a back button (to /home when the page was opened directly). */
function TitlePageFrame({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <ScreenPage title={title} back={<BackButton />}>
      {children}
    </ScreenPage>
  );
}

/**
 * /title/{sku}: jacket with actions, bibliographic block, descriptions, interior images, Your Review, Conversations,
 * Nominate and community reviews. The title drawer shows the same panels in its own Frame. On a phone the jacket
 * sits beside its actions and Your Stacks and Your Review come right after them, before the bibliographic block,
 * so that shelving, requesting and reviewing are on the first screen.
 */
export function TitleDetailPage({ sku, Frame = TitlePageFrame }: { sku: string; Frame?: TitleFrame }) {
  const { t } = useTranslation('titleDetail');
  const session = useSession();
  const query = useQuery(productQuery(sku));
  const signedIn = session.status === 'authenticated';
  const phone = useIsSmallScreen();
  const country = session.status === 'loading' ? null : (session.culture.split('-')[1] ?? null);
  const partsReady = useMemberParts(signedIn, sku);

  if (query.isPending || !partsReady) {
    return (
      <IonPage>
        <IonContent className="ion-padding">
          <TitleDetailSkeleton className="screen" label={t('titles.detail.loading')} />
        </IonContent>
      </IonPage>
    );
  }
  if (query.isError) return <MessagePage message={t('titles.detail.error')} onRetry={() => void query.refetch()} />;
  const product = query.data;
  const ownPanels = signedIn ? (
    <PartBoundary>
      <YourStacks sku={product.sku} />
      <YourReviewPanel sku={product.sku} title={product.name} country={country} />
    </PartBoundary>
  ) : (
    <AnonymousReviewPanel />
  );
  return (
    <Frame title={product.name}>
      <div className="title-detail">
        <div className="title-jacket">
          <DetailJacket product={product} signedIn={signedIn} />
          {signedIn ? (
            <PartBoundary>
              <JacketActions product={product} />
            </PartBoundary>
          ) : (
            <AnonymousJacketActions />
          )}
          <ShareLinkButton sku={product.sku} />
        </div>
        <div className="title-info">
          {phone ? ownPanels : null}
          <BibliographicBlock product={product} country={country} />
          <DescriptionPanels descriptions={product.descriptions} />
          <InteriorImages product={product} />
          {phone ? null : ownPanels}
          <ConversationsPanel sku={product.sku} title={product.name} signedIn={signedIn} />
          {signedIn ? (
            <PartBoundary>
              <NominatePanel sku={product.sku} title={product.name} />
            </PartBoundary>
          ) : null}
          <CommunityReviews sku={product.sku} signedIn={signedIn} country={country} />
        </div>
      </div>
    </Frame>
  );
}
