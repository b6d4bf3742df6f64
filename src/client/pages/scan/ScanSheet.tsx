import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { ScanRun } from '../../../shared/domain/scannedIsbns.ts';
import { isShelf } from '../../../shared/domain/shelves.ts';
import { forgetScanned, keepScanned } from '../../entities/scan/scannedList.ts';
import { CameraScanner, type CameraProblem } from '../../features/scan/CameraScanner.tsx';
import { ManualIsbnForm } from '../../features/scan/ManualIsbnForm.tsx';
import { ScannedList } from '../../features/scan/ScannedList.tsx';
import { useAddToCollection, useSetShelf } from '../../features/shelve/mutations.ts';
import { useAddToList } from '../../features/lists/mutations.ts';
import { useCurrentUserId } from '../../lib/currentUser.ts';
import { FormSheet } from '../../ui/FormSheet.tsx';
import { ContinuousTarget, type ScanTarget } from './ContinuousTarget.tsx';
import { lookUpIsbn } from './lookUpIsbn.ts';
import '../../features/scan/scan.css';

type Status = { tone: 'info' | 'success' | 'warning'; text: string };

/**
 * Scan an ISBN at the fair (issue 21 §2), a sheet from the header: the camera reads book barcodes (typing the ISBN
 * when there is no camera or it is refused). One scan opens the title's page (shelve, request, add to a list there);
 * in continuous mode each scanned title goes on the chosen shelf, collection or collaborative list, once per run, with a short
 * confirmation. An ISBN not found (not in the catalogue, or offline and not among the titles seen) is kept on the
 * device's "scanned at the fair" list, shown below, to look up again later.
 */
export function ScanSheet({ onClosed }: { onClosed: () => void }) {
  const { t } = useTranslation(['scan', 'stacks']);
  return (
    <FormSheet heading={t('scan:sheet.title')} closeLabel={t('scan:sheet.close')} onClosed={onClosed}>
      {(close) => <ScanPanel close={close} />}
    </FormSheet>
  );
}

function ScanPanel({ close }: { close: () => void }) {
  const { t } = useTranslation(['scan', 'stacks']);
  const client = useQueryClient();
  const navigate = useNavigate();
  const userId = useCurrentUserId();
  const setShelf = useSetShelf();
  const addToCollection = useAddToCollection();
  const addToList = useAddToList();
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const [continuous, setContinuous] = useState(false);
  const [target, setTarget] = useState<{ value: ScanTarget; label: string }>({
    value: 'shelf:AnticipatingMild',
    label: t('stacks:stacks.shelves.AnticipatingMild'),
  });
  const [status, setStatus] = useState<Status | null>(null);
  const [added, setAdded] = useState<string[]>([]);
  const run = useRef(new ScanRun());
  const busy = useRef(false);

  async function keep(isbn: string, why: 'notFound' | 'unknownOffline') {
    await keepScanned(client, userId, isbn);
    setStatus({ tone: 'warning', text: t(why === 'notFound' ? 'scan:result.notFound' : 'scan:result.unknownOffline', { isbn }) });
  }

  async function openTitle(isbn: string) {
    if (busy.current) return;
    busy.current = true;
    setStatus({ tone: 'info', text: t('scan:result.lookingUp', { isbn }) });
    try {
      const found = await lookUpIsbn(client, isbn);
      if (found.kind === 'found') {
        await forgetScanned(client, userId, isbn);
        close();
        await navigate({ to: '/title/$sku', params: { sku: found.title.sku } });
      } else await keep(isbn, found.kind);
    } finally {
      busy.current = false;
    }
  }

  async function addScanned(isbn: string) {
    if (!run.current.take(isbn)) {
      setStatus({ tone: 'info', text: t('scan:result.alreadyAdded', { isbn }) });
      return;
    }
    const found = await lookUpIsbn(client, isbn).catch(() => null);
    if (!found) {
      run.current.release(isbn);
      setStatus({ tone: 'warning', text: t('scan:result.failed', { isbn }) });
      return;
    }
    if (found.kind !== 'found') return keep(isbn, found.kind);
    const [kind, key] = target.value.split(':') as ['shelf' | 'collection' | 'list', string];
    if (kind === 'shelf' && isShelf(key)) setShelf.mutate({ shelf: key, skus: [isbn] });
    else if (kind === 'list') addToList.mutate({ listId: Number(key), skus: [isbn] });
    else addToCollection.mutate({ catalogId: Number(key), skus: [isbn] });
    setAdded((list) => [found.title.name, ...list]);
    setStatus({ tone: 'success', text: t('scan:result.added', { name: found.title.name, target: target.label }) });
  }

  const onIsbn = (isbn: string) => void (continuous ? addScanned(isbn) : openTitle(isbn));

  return (
    <div className="scan-panel">
      <fieldset className="scan-mode">
        <legend>{t('scan:mode.legend')}</legend>
        <label>
          <input type="radio" name="scan-mode" checked={!continuous} onChange={() => setContinuous(false)} />
          {t('scan:mode.single')}
        </label>
        <label>
          <input type="radio" name="scan-mode" checked={continuous} onChange={() => setContinuous(true)} />
          {t('scan:mode.continuous')}
        </label>
      </fieldset>
      {continuous ? (
        <ContinuousTarget
          value={target.value}
          onChange={(value, label) => {
            setTarget({ value, label });
            run.current = new ScanRun();
            setAdded([]);
          }}
        />
      ) : null}
      {problem ? <p className="scan-problem">{t(`scan:camera.${problem}`)}</p> : <CameraScanner onIsbn={onIsbn} onProblem={setProblem} />}
      <ManualIsbnForm onIsbn={onIsbn} focused={problem !== null} />
      <p className={`scan-status scan-status-${status?.tone ?? 'info'}`} role="status" aria-live="polite">
        {status?.text ?? ''}
      </p>
      {continuous && added.length ? (
        <section className="scan-added" aria-label={t('scan:continuous.addedLabel', { count: added.length, target: target.label })}>
          <p>{t('scan:continuous.added', { count: added.length, target: target.label })}</p>
          <ul>
            {added.map((name, index) => (
              <li key={`${index}-${name}`}>{name}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <ScannedList onLookUp={(isbn) => void openTitle(isbn)} />
    </div>
  );
}
