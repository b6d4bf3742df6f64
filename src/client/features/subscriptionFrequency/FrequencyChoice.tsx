import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { pathOf } from '../../../shared/contracts/endpoint.ts';
import { setSubscription as setSubscriptionRoute } from '../../../shared/contracts/routes/subscriptions.ts';
import { SUBSCRIPTION_FREQUENCIES, SUBSCRIPTION_LANE_ID, type SubscriptionFrequency } from '../../../shared/contracts/subscriptions.ts';
import { notificationResources, subscriptionEdit } from '../../entities/notification/notificationEdits.ts';
import { subscriptionQuery } from '../../entities/notification/queries.ts';
import { shown } from '../../lib/offline/optimistic.ts';
import { useChangeMutation } from '../../lib/offline/useChangeMutation.ts';
import { showToast } from '../../lib/toast.ts';
import { SkeletonText } from '../../ui/Skeleton.tsx';
import './frequencyChoice.css';

const isFrequency = (value: string): value is SubscriptionFrequency => (SUBSCRIPTION_FREQUENCIES as readonly string[]).includes(value);

/**
 * The emailed summaries' frequency (seed 3 §3 Subscription, lane 310): never, daily, weekly or monthly, saved through
 * the outbox and confirmed with the seed's text (never means no emailed summaries, otherwise a summary on the chosen
 * basis), which also stays under the choice.
 */
export function FrequencyChoice() {
  const { t } = useTranslation(['notifications', 'common']);
  const id = useId();
  const subscription = useQuery(subscriptionQuery);
  const save = useChangeMutation<{ frequency: SubscriptionFrequency }, unknown>({
    change: ({ frequency }) => ({
      method: 'PUT',
      path: pathOf(setSubscriptionRoute, { frequency }),
      resource: notificationResources.subscription,
      supersedes: true,
      label: { key: 'changes:changes.label.subscriptionFrequency', values: { frequency } },
    }),
    shows: (variables) => shown(subscriptionEdit, variables),
    onApplied: (_, { frequency }) => showToast(t(`notifications.frequency.confirmation.${frequency}`)),
    onRefused: () => showToast(t('notifications.frequency.error'), 'error'),
  });
  const frequency = save.running?.frequency ?? subscription.data?.frequency;
  return (
    <div className="frequency-choice" data-lane={SUBSCRIPTION_LANE_ID}>
      <label htmlFor={id} className="frequency-choice-label">
        {t('notifications.frequency.label')}
      </label>
      {frequency ? (
        <>
          <select
            id={id}
            className="frequency-choice-select"
            value={frequency}
            aria-describedby={`${id}-text`}
            onChange={(event) => {
              if (isFrequency(event.target.value)) save.mutate({ frequency: event.target.value });
            }}
          >
            {SUBSCRIPTION_FREQUENCIES.map((f) => (
              <option key={f} value={f}>
                {t(`notifications.frequency.options.${f}`)}
              </option>
            ))}
          </select>
          <p id={`${id}-text`} className="frequency-choice-text" data-testid="frequency-text">
            {t(`notifications.frequency.confirmation.${frequency}`)}
          </p>
        </>
      ) : (
        <SkeletonText width="12em" />
      )}
    </div>
  );
}
