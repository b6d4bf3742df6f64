import { lazyPart } from '../../ui/lazyPart.tsx';

/** The owners' event form and actions, loaded when an owner's screen shows (their code stays out of everyone else's). */
export const EventEditorSheet = lazyPart(async () => (await import('./EventEditorSheet.tsx')).default, [], ['communities', 'changes']);
export const EventOwnerActions = lazyPart(async () => (await import('./EventOwnerActions.tsx')).default, [], ['communities', 'changes']);
