import { lazyPart } from '../../ui/lazyPart.tsx';

/** Starting and renaming a topic: sheets loaded when /conversations shows (their code stays out of the first routes). */
export const NewTopicSheet = lazyPart(async () => (await import('./TopicSheets.tsx')).NewTopicSheet, [], ['conversations', 'changes']);
export const RenameTopicSheet = lazyPart(async () => (await import('./TopicSheets.tsx')).RenameTopicSheet, [], ['conversations', 'changes']);
