import { createFileRoute } from '@tanstack/react-router';
import { StoragePage } from '../../pages/storage/StoragePage.tsx';

/** /storage: usage and quota of this device and the review copies stored here (signed-in, from the avatar popover). */
export const Route = createFileRoute('/_shell/storage')({ component: StoragePage });
