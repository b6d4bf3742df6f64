import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { avatarRoutes } from './avatars.ts';
import { coverRoutes } from './covers.ts';
import { loginRoutes } from './login.ts';
import { passwordRoutes } from './password.ts';
import { preferencesRoutes } from './preferences.ts';
import { reviewCopyPreferencesRoutes } from './preferencesReviewCopy.ts';
import { registrationRoutes } from './registration.ts';
import { sessionRoutes } from './session.ts';
import { usageRoutes } from './usage.ts';
import { productRoutes } from './products.ts';
import { productSearchRoutes } from './productSearch.ts';
import { filteredTitlesRoutes } from './filteredTitles.ts';
import { savedFilterRoutes } from './savedFilters.ts';
import { collectionRoutes } from './collections.ts';
import { catalogRoutes } from './catalogs.ts';
import { communityReviewRoutes } from './communityReviews.ts';
import { shareExceptionRoutes } from './shareExceptions.ts';
import { myReviewRoutes } from './myReviews.ts';
import { shelfRoutes } from './shelves.ts';
import { requestRoutes } from './requests.ts';
import { downloadRoutes } from './downloads.ts';
import { reviewCopiesRoutes } from './reviewCopies.ts';
import { reviewQueueRoutes } from './reviewQueue.ts';
import { reviewAreaRoutes } from './reviewArea.ts';
import { readerRoutes } from './reader.ts';
import { listRoutes } from './lists.ts';
import { buzzRoutes } from './buzz.ts';
import { communityRoutes } from './communities.ts';
import { eventRoutes } from './events.ts';
import { conversationRoutes } from './conversations.ts';
import { listExtraRoutes } from './listExtras.ts';
import { notificationRoutes } from './notifications.ts';
import { profileRoutes } from './profile.ts';
import { avatarUploadRoutes } from './avatarUpload.ts';
import { subscriptionRoutes } from './subscriptions.ts';
import { subscriptionPageRoutes } from './subscriptionPage.ts';
import { pushRoutes } from './push.ts';
import { publisherImportGalleyRoutes } from './publisherImportGalleys.ts';
import { publisherImportOnixRoutes } from './publisherImportOnix.ts';

/** Every route plugin buildApp registers. Add a line for a new area (one import, one entry). */
export const routePlugins: Array<FastifyPluginAsyncZod | FastifyPluginAsync> = [
  sessionRoutes,
  registrationRoutes,
  loginRoutes,
  passwordRoutes,
  preferencesRoutes,
  reviewCopyPreferencesRoutes,
  usageRoutes,
  coverRoutes,
  avatarRoutes,
  productRoutes,
  productSearchRoutes,
  filteredTitlesRoutes,
  savedFilterRoutes,
  collectionRoutes,
  catalogRoutes,
  communityReviewRoutes,
  shareExceptionRoutes,
  myReviewRoutes,
  shelfRoutes,
  requestRoutes,
  downloadRoutes,
  reviewCopiesRoutes,
  reviewQueueRoutes,
  ...reviewAreaRoutes,
  readerRoutes,
  listRoutes,
  buzzRoutes,
  communityRoutes,
  eventRoutes,
  conversationRoutes,
  listExtraRoutes,
  notificationRoutes,
  profileRoutes,
  avatarUploadRoutes,
  subscriptionRoutes,
  subscriptionPageRoutes,
  pushRoutes,
  publisherImportOnixRoutes,
  publisherImportGalleyRoutes,
];
