import { createContext, lazy, Suspense, useContext, useMemo, useState, type ReactNode } from 'react';

export type PromptRequest = { kind: 'signIn' } | { kind: 'membership'; communityName: string; onJoin: () => void } | { kind: 'feedback' };

interface Prompts {
  /** Account-only actions by anonymous visitors: 'sign up or log in'. */
  promptSignIn: () => void;
  /** Non-members: 'You must be a member of the {name} community', Cancel / Join community. */
  promptMembership: (communityName: string, onJoin: () => void) => void;
  /** The Feedback help widget. */
  openFeedback: () => void;
}

const PromptModal = lazy(() => import('./PromptModal.tsx'));
const PromptsContext = createContext<Prompts>({ promptSignIn: () => {}, promptMembership: () => {}, openFeedback: () => {} });

export function PromptsProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<(PromptRequest & { key: number }) | null>(null);
  const value = useMemo<Prompts>(() => {
    const show = (next: PromptRequest) => setRequest((previous) => ({ ...next, key: (previous?.key ?? 0) + 1 }));
    return {
      promptSignIn: () => show({ kind: 'signIn' }),
      promptMembership: (communityName, onJoin) => show({ kind: 'membership', communityName, onJoin }),
      openFeedback: () => show({ kind: 'feedback' }),
    };
  }, []);
  return (
    <PromptsContext.Provider value={value}>
      {children}
      {request ? (
        <Suspense fallback={null}>
          <PromptModal key={request.key} request={request} onClosed={() => setRequest(null)} />
        </Suspense>
      ) : null}
    </PromptsContext.Provider>
  );
}

export function usePrompts(): Prompts {
  return useContext(PromptsContext);
}
