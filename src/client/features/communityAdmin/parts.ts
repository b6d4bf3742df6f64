import { lazyPart } from '../../ui/lazyPart.tsx';

/** The owners' community forms, loaded when the screen offering them shows (their code stays out of the first routes). */
export const CreateCommunitySheet = lazyPart(async () => (await import('./CreateCommunitySheet.tsx')).default, [], ['communities', 'changes']);
export const CommunitySettingsSheet = lazyPart(async () => (await import('./CommunitySettingsSheet.tsx')).default, [], ['communities', 'changes']);
