import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { LIST_ALERT_CANDIDATES, LIST_ALERT_METHODS, LIST_ALERT_TYPES, type ListAlert } from '../../../shared/contracts/listExtras.ts';
import { useIsSmallScreen } from '../../lib/useIsSmallScreen.ts';
import { PendingMark } from '../../ui/PendingMark.tsx';
import { listAlertsQuery } from '../../entities/list/queries.ts';
import { listExtraResources } from '../../entities/list/extrasResources.ts';
import { temporaryCommentId, type ListAlertType } from '../../entities/list/listEdits.ts';
import { ListDrawerShell } from './ListDrawerShell.tsx';
import { useListAlert, type AlertChange } from './extrasMutations.ts';
import './lists.css';
import './listExtras.css';

/** Only vote and comment alerts can be limited to the titles the user touched (seed 3 §3). */
const offersCandidate = (type: ListAlertType) => type !== 'addOrRemoved';

interface RowProps {
  type: ListAlertType;
  alert: ListAlert | undefined;
  change: (change: AlertChange) => void;
}

/** One alert kind's controls: on/off, method, and (votes, comments) candidate; a pending new alert waits to be changed. */
function useControls({ type, alert, change }: RowProps) {
  const { t } = useTranslation('lists');
  const typeName = t(`lists.alerts.type.${type}`);
  const waiting = alert !== undefined && alert.id < 0;
  const toggle = (
    <label className="list-alert-toggle">
      <input
        type="checkbox"
        role="switch"
        checked={alert !== undefined}
        disabled={waiting}
        aria-label={t('lists.alerts.toggle', { type: typeName })}
        onChange={(e) =>
          change(e.target.checked ? { kind: 'on', alertType: type, temporaryId: temporaryCommentId() } : { kind: 'off', alert: alert! })
        }
      />
      <span>{alert ? t('lists.alerts.on') : t('lists.alerts.off')}</span>
    </label>
  );
  const method = (
    <select
      aria-label={t('lists.alerts.methodOf', { type: typeName })}
      value={alert?.alertMethod ?? 'notification'}
      disabled={!alert || waiting}
      onChange={(e) => alert && change({ kind: 'edit', alert: { ...alert, alertMethod: e.target.value as ListAlert['alertMethod'] } })}
    >
      {LIST_ALERT_METHODS.map((m) => (
        <option key={m} value={m}>
          {t(`lists.alerts.method.${m}`)}
        </option>
      ))}
    </select>
  );
  const candidate = offersCandidate(type) ? (
    <select
      aria-label={t('lists.alerts.candidateOf', { type: typeName })}
      value={alert?.alertCandidate ?? 'all'}
      disabled={!alert || waiting}
      onChange={(e) => alert && change({ kind: 'edit', alert: { ...alert, alertCandidate: e.target.value as ListAlert['alertCandidate'] } })}
    >
      {LIST_ALERT_CANDIDATES.map((c) => (
        <option key={c} value={c}>
          {t(`lists.alerts.candidate.${c}`)}
        </option>
      ))}
    </select>
  ) : (
    <span className="lists-meta">{t('lists.alerts.allTitles')}</span>
  );
  return { typeName, toggle, method, candidate };
}

function TableRow(props: RowProps) {
  const { typeName, toggle, method, candidate } = useControls(props);
  return (
    <tr data-testid={`alert-${props.type}`}>
      <th scope="row">{typeName}</th>
      <td>{toggle}</td>
      <td>{method}</td>
      <td>{candidate}</td>
    </tr>
  );
}

function ListRow(props: RowProps) {
  const { t } = useTranslation('lists');
  const { typeName, toggle, method, candidate } = useControls(props);
  return (
    <li className="list-alert-item" data-testid={`alert-${props.type}`}>
      <h3>{typeName}</h3>
      {toggle}
      <label className="list-extras-field">
        <span>{t('lists.alerts.methodHeading')}</span>
        {method}
      </label>
      <div className="list-extras-field">
        <span>{t('lists.alerts.candidateHeading')}</span>
        {candidate}
      </div>
    </li>
  );
}

/** The list's notification settings (seed 3 §2, §4): a table on desktop, a vertical list on phones. */
export default function ListAlertsSheet({ listId, name, onClose }: { listId: number; name: string; onClose: () => void }) {
  const { t } = useTranslation('lists');
  const small = useIsSmallScreen();
  const alerts = useQuery(listAlertsQuery(listId));
  const mutation = useListAlert(listId, name);
  const change = (c: AlertChange) => mutation.mutate(c);
  const of = (type: ListAlertType) => alerts.data?.find((a) => a.alertType === type);
  return (
    <ListDrawerShell heading={t('lists.alerts.heading')} closeLabel={t('lists.editor.close')} onClose={onClose}>
      <p className="lists-meta">
        {t('lists.alerts.intro', { name })} <PendingMark resources={[listExtraResources.alerts(listId)]} />
      </p>
      {alerts.isPending ? (
        <p className="lists-meta">{t('lists.extras.loading')}</p>
      ) : alerts.isError && !alerts.data ? (
        <p role="alert">{t('lists.alerts.error')}</p>
      ) : small ? (
        <ul className="list-alerts-list">
          {LIST_ALERT_TYPES.map((type) => (
            <ListRow key={type} type={type} alert={of(type)} change={change} />
          ))}
        </ul>
      ) : (
        <table className="list-alerts-table">
          <thead>
            <tr>
              <th scope="col">{t('lists.alerts.typeHeading')}</th>
              <th scope="col">{t('lists.alerts.onHeading')}</th>
              <th scope="col">{t('lists.alerts.methodHeading')}</th>
              <th scope="col">{t('lists.alerts.candidateHeading')}</th>
            </tr>
          </thead>
          <tbody>
            {LIST_ALERT_TYPES.map((type) => (
              <TableRow key={type} type={type} alert={of(type)} change={change} />
            ))}
          </tbody>
        </table>
      )}
    </ListDrawerShell>
  );
}
