import { lazyPart } from '../../ui/lazyPart.tsx';

/** The conversation drawer: loaded ahead by the screens that open it, so that it opens offline too. */
export const ConversationDrawer = lazyPart(async () => (await import('./ConversationDrawer.tsx')).default, [], ['conversations']);
