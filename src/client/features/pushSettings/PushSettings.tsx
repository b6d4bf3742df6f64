import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { PUSH_KINDS, type PushKind } from '../../../shared/contracts/push.ts';
import { PushPermissionRefused } from '../../lib/push.ts';
import {
  pushDeviceQuery,
  pushKindsQuery,
  useSetPushKind,
  useSubscribeDevice,
  useUnsubscribeDevice,
  vapidKeyQuery,
} from '../../entities/session/pushPreferences.ts';

/**
 * Push on this device (issue 20): the switch subscribes (the browser's permission question comes from that click,
 * never on load) or unsubscribes; below it, the kinds of notification pushed (kept on the server for every device).
 */
export function PushSettings() {
  const { t } = useTranslation('settings');
  const device = useQuery(pushDeviceQuery);
  const publicKey = useQuery(vapidKeyQuery);
  const kinds = useQuery(pushKindsQuery);
  const subscribe = useSubscribeDevice();
  const unsubscribe = useUnsubscribeDevice();
  const setKind = useSetPushKind();
  const permission = device.data?.permission;
  const subscribed = !!device.data?.subscribed && permission === 'granted';
  const busy = subscribe.isPending || unsubscribe.isPending;
  const toggle = () => {
    if (subscribed) unsubscribe.mutate();
    else if (publicKey.data) subscribe.mutate(publicKey.data);
  };
  const problem =
    permission === 'unsupported'
      ? t('settings.push.unsupported')
      : permission === 'denied' || subscribe.error instanceof PushPermissionRefused
        ? t('settings.push.denied')
        : subscribe.isError || unsubscribe.isError
          ? t('settings.push.failed')
          : null;
  const shownKind = (kind: PushKind) => (setKind.running?.kind === kind ? setKind.running.enabled : kinds.data?.[kind]);
  return (
    <>
      <fieldset className="settings-group" aria-busy={device.isPending}>
        <legend>{t('settings.push.legend')}</legend>
        <p className="settings-hint">{t('settings.push.hint')}</p>
        <label className="settings-choice">
          <input
            type="checkbox"
            role="switch"
            checked={subscribed}
            disabled={busy || device.isPending || permission === 'unsupported' || (!subscribed && !publicKey.data)}
            onChange={toggle}
          />
          {t('settings.push.device')}
        </label>
        {subscribed ? (
          <button type="button" className="link-button settings-choice" disabled={busy} onClick={() => unsubscribe.mutate()}>
            {t('settings.push.unsubscribe')}
          </button>
        ) : null}
        <p className="settings-status" role="status">
          {problem ?? (device.isPending ? '\u00a0' : subscribed ? t('settings.push.on') : t('settings.push.off'))}
        </p>
      </fieldset>
      <fieldset className="settings-group" aria-busy={kinds.isPending}>
        <legend>{t('settings.push.kindsLegend')}</legend>
        {PUSH_KINDS.map((kind) => (
          <label key={kind} className="settings-choice">
            <input
              type="checkbox"
              name={`push-${kind}`}
              checked={shownKind(kind) ?? true}
              disabled={!kinds.data}
              onChange={(event) => setKind.mutate({ kind, enabled: event.currentTarget.checked })}
            />
            {t(`settings.push.kinds.${kind}`)}
          </label>
        ))}
        <p className="settings-status" role="status">
          {setKind.isError ? t('settings.error') : setKind.isSuccess ? t('settings.saved') : kinds.isError ? t('settings.loadError') : '\u00a0'}
        </p>
      </fieldset>
    </>
  );
}
