import {
  useMutation,
  useQueryClient,
  type MutateOptions,
  type MutationOptions,
  type QueryClient,
  type UseMutationResult,
} from '@tanstack/react-query';
import { useState } from 'react';
import type * as z from 'zod/mini';
import { ContractError, newIdempotencyKey } from '../api.ts';
import { showToast } from '../toast.ts';
import i18next from '../i18n/i18n.ts';
import { sendChange } from './outbox/change.ts';
import type { Change } from './outbox/types.ts';
import { editCache, type Rollback, type Shown } from './optimistic.ts';

/** How a change ended for the screen: applied by the server (its parsed answer), or queued in the outbox. */
export type ChangeOutcome<D> = { state: 'applied'; data: D } | { state: 'queued'; idempotencyKey: string };

/** The variables of one act of the user, with the Idempotency-Key made when they acted (a retry reuses it). */
export interface Sent<V> {
  variables: V;
  idempotencyKey: string;
}

export interface ChangeMutationOptions<V, D> {
  /** The change these variables make: method, path, body, resource and label. */
  change: (variables: V, client: QueryClient) => Change;
  /** The shared contract of the server's answer, loaded on demand; without it the answer is taken as it is. */
  contract?: () => Promise<z.ZodMiniType<D>>;
  /**
   * What the change shows on screen (optimistic.ts: `shown(replayableEdit, variables)`, or edits shown only now):
   * applied to the query cache at once, kept while the change is queued (with a replay, it shows again after a
   * reload while it waits), undone when the server refuses it.
   */
  shows?: (variables: V, client: QueryClient) => Shown | undefined;
  /** The server applied it: today's behaviour (cache from the answer, toasts, invalidations). */
  onApplied?: (data: D, variables: V, client: QueryClient) => unknown;
  /** It waits in the outbox: the optimistic state stays. Default: the 'saved offline' toast. */
  onQueued?: (variables: V, client: QueryClient) => void;
  /** The server refused it (or it could not be sent): the optimistic state is already rolled back. */
  onRefused?: (error: unknown, variables: V) => void;
  /** After either outcome or a refusal. */
  onSettled?: (variables: V, client: QueryClient) => unknown;
}

type Result<V, D> = UseMutationResult<ChangeOutcome<D>, Error, Sent<V>, Rollback | undefined>;
type CallOptions<V, D> = MutateOptions<ChangeOutcome<D>, Error, Sent<V>, Rollback | undefined>;

export type ChangeMutation<V, D> = Omit<Result<V, D>, 'mutate' | 'mutateAsync'> & {
  mutate: (variables: V, options?: CallOptions<V, D>) => void;
  mutateAsync: (variables: V, options?: CallOptions<V, D>) => Promise<ChangeOutcome<D>>;
  /**
   * The variables of the latest change, from the event in which the user made it until it settles. A control driven
   * by query data shows them meanwhile: React puts a controlled input back to its props at the end of the event,
   * and the optimistic edit reaches the query a moment later, so the control would snap back for that moment.
   */
  running: V | undefined;
};

/** The default answer to a queued change: it is kept, and will be sent. */
export function toastQueued(): void {
  showToast(i18next.t('common:changes.queued'));
}

/**
 * The mutation options of a change (what useChangeMutation runs): sends it with `send` (sendChange), applies the
 * optimistic update first, keeps it when queued, rolls it back on a refusal.
 */
export function changeMutationOptions<V, D>(
  client: QueryClient,
  options: ChangeMutationOptions<V, D>,
  send: typeof sendChange = sendChange,
): MutationOptions<ChangeOutcome<D>, Error, Sent<V>, Rollback | undefined> {
  return {
    // Offline too: sendChange decides (the outbox queues it); TanStack's default would pause it in memory instead.
    networkMode: 'always',
    mutationFn: async ({ variables, idempotencyKey }) => {
      const change = options.change(variables, client);
      const replay = options.shows?.(variables, client)?.replay;
      if (replay) change.replay = replay;
      const result = await send(change, idempotencyKey);
      if (result.state === 'queued') return result;
      if (!options.contract) return { state: 'applied', data: result.body as D };
      const parsed = (await options.contract()).safeParse(result.body);
      if (!parsed.success) throw new ContractError(change.path, parsed.error.issues);
      return { state: 'applied', data: parsed.data };
    },
    onMutate: async ({ variables }) => {
      try {
        const shown = options.shows?.(variables, client);
        if (!shown) return undefined;
        const rollback = await editCache(client, shown.edits(client));
        const undoAlso = shown.also?.();
        return () => {
          rollback();
          undoAlso?.();
        };
      } catch (error) {
        // A screen that cannot show the change at once must not lose it: it is sent anyway.
        console.warn('the optimistic update failed', error);
        return undefined;
      }
    },
    onSuccess: (outcome, { variables }) => {
      if (outcome.state === 'applied') return options.onApplied?.(outcome.data, variables, client);
      (options.onQueued ?? toastQueued)(variables, client);
    },
    onError: (error, { variables }, rollback) => {
      rollback?.();
      options.onRefused?.(error, variables);
    },
    onSettled: (_outcome, _error, { variables }) => options.onSettled?.(variables, client),
  };
}

/** The variables with a new Idempotency-Key: one per act of the user (retries of that mutation reuse it). */
export function sent<V>(variables: V): Sent<V> {
  return { variables, idempotencyKey: newIdempotencyKey() };
}

/**
 * A mutation of the app, sent with `sendChange`: an Idempotency-Key made when the user acts, the optimistic update
 * applied at once (online or offline), kept when the change is queued, rolled back when the server refuses it.
 */
export function useChangeMutation<V, D>(options: ChangeMutationOptions<V, D>): ChangeMutation<V, D> {
  const client = useQueryClient();
  const mutation = useMutation(changeMutationOptions(client, options));
  const [running, setRunning] = useState<{ variables: V } | undefined>();
  const start = (variables: V, callOptions?: CallOptions<V, D>): [Sent<V>, CallOptions<V, D>] => {
    setRunning({ variables });
    const onSettled: CallOptions<V, D>['onSettled'] = (...settled) => {
      setRunning(undefined);
      return callOptions?.onSettled?.(...settled);
    };
    return [sent(variables), { ...callOptions, onSettled }];
  };
  return {
    ...mutation,
    mutate: (variables, callOptions) => mutation.mutate(...start(variables, callOptions)),
    mutateAsync: (variables, callOptions) => mutation.mutateAsync(...start(variables, callOptions)),
    running: running?.variables,
  };
}
