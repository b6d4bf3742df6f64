import { createFileRoute } from '@tanstack/react-router';
import { ensureRouteData } from '../../lib/routeData.ts';
import { deviceDataQuery, storageEstimateQuery } from '../../pages/storage/queries.ts';
import { StoragePage } from '../../pages/storage/StoragePage.tsx';

/** /storage: usage and quota of this device and the review copies stored here (signed-in, from the avatar popover). */
export const Route = createFileRoute('/_shell/storage')({
  staticData: { texts: ['storage'] },
  // This device's usage and copies (read on the device, no network) before the page shows, so that nothing moves as they arrive.
  loader: async ({ context }) => {
    await Promise.all([ensureRouteData(context.queryClient, storageEstimateQuery), ensureRouteData(context.queryClient, deviceDataQuery)]);
  },
  component: StoragePage,
  pendingComponent: StoragePage,
});
