/**
 * Pull to refresh (Ionic's ion-refresher), loaded on its own by ui/Refresher.tsx: the custom elements are defined here
 * straight from @ionic/core (see ui/ionic.tsx), so the first route does not carry them.
 */
import { defineCustomElement as defineRefresher } from '@ionic/core/components/ion-refresher.js';
import { defineCustomElement as defineRefresherContent } from '@ionic/core/components/ion-refresher-content.js';
import { createElement, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../lib/i18n/useTranslation.ts';

defineRefresher();
defineRefresherContent();

/** Inside an ion-content: pulling the top of the screen down runs `onRefresh`, and the spinner shows until it settles. */
export default function PullToRefresh({ onRefresh }: { onRefresh: () => Promise<unknown> }) {
  const { t } = useTranslation('common');
  const [refresher, setRefresher] = useState<HTMLIonRefresherElement | null>(null);
  const latest = useRef(onRefresh);
  useEffect(() => {
    latest.current = onRefresh;
  }, [onRefresh]);
  useEffect(() => {
    if (!refresher) return;
    const refresh = () => {
      void latest.current().finally(() => void refresher.complete());
    };
    refresher.addEventListener('ionRefresh', refresh);
    return () => refresher.removeEventListener('ionRefresh', refresh);
  }, [refresher]);
  return createElement(
    'ion-refresher',
    { ref: setRefresher, slot: 'fixed', class: 'pull-to-refresh' },
    createElement('ion-refresher-content', { 'pulling-text': t('app.pullToRefresh'), 'refreshing-text': t('app.refreshing') }),
  );
}
