import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { EPUB_MAX_BYTES, ONIX_MAX_BYTES, type OnixImportReply } from '../../../shared/contracts/publisherImport.ts';
import { useGalleyImport, useOnixImport, type UploadPhase } from '../../features/publisherImport/useImportUpload.ts';
import { ApiError } from '../../lib/api.ts';
import { ScreenPage } from '../../ui/ScreenPage.tsx';
import './import.css';

const MB = 1024 * 1024;

function Progress({ phase }: { phase: UploadPhase }) {
  const { t } = useTranslation('publisherImport');
  if (phase.kind === 'idle') return null;
  return (
    <div className="import-progress" role="status">
      {phase.kind === 'uploading' ? (
        <>
          <progress max={100} value={phase.percent} aria-label={t('import.progress')} />
          <span>{t('import.uploading', { percent: phase.percent })}</span>
        </>
      ) : phase.kind === 'importing' ? (
        <>
          <progress max={phase.total} value={phase.done} aria-label={t('import.importProgress')} />
          <span>{t('import.importing', { done: phase.done, total: phase.total })}</span>
        </>
      ) : (
        <>
          <progress aria-label={t('import.progress')} />
          <span>{t('import.processing')}</span>
        </>
      )}
    </div>
  );
}

function ErrorText({ error }: { error: unknown }) {
  const { t } = useTranslation('publisherImport');
  if (!error) return null;
  const message =
    error instanceof ApiError
      ? (error.problem?.errors[0]?.message ?? error.message)
      : error instanceof Error && error.name === 'NetworkError'
        ? t('import.offline')
        : String(error);
  return (
    <p className="import-error" role="alert">
      {t('import.error', { message })}
    </p>
  );
}

function OnixResult({ result }: { result: OnixImportReply }) {
  const { t } = useTranslation('publisherImport');
  return (
    <section className="import-result" aria-labelledby="import-result-title">
      <h3 id="import-result-title">{t('import.summary', { imported: result.imported, updated: result.updated, failed: result.failedCount })}</h3>
      {result.failed.length > 0 ? (
        <>
          <h4>{t('import.failedHeading')}</h4>
          <ul className="import-failures">
            {result.failed.map((f, i) => (
              <li key={`${f.record}-${i}`}>{f.isbn ? t('import.failedRow', f) : t('import.failedRowNoIsbn', f)}</li>
            ))}
          </ul>
          {result.failedCount > result.failed.length ? <p>{t('import.failedMore', { count: result.failedCount - result.failed.length })}</p> : null}
        </>
      ) : null}
    </section>
  );
}

function OnixForm() {
  const { t } = useTranslation('publisherImport');
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const { phase, mutation } = useOnixImport(file);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(!file);
    if (file) mutation.mutate();
  };
  return (
    <form className="import-form" onSubmit={submit} aria-labelledby="import-onix-title">
      <h2 id="import-onix-title">{t('import.onixHeading')}</h2>
      <label>
        {t('import.onixFile')}
        <input type="file" accept=".xml,.onix,application/xml,text/xml" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
      </label>
      {missing ? <p role="alert">{t('import.chooseFile')}</p> : null}
      <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
        {t('import.upload')}
      </button>
      <Progress phase={phase} />
      <ErrorText error={mutation.error} />
      {mutation.data ? <OnixResult result={mutation.data} /> : null}
    </form>
  );
}

function GalleyForm() {
  const { t } = useTranslation('publisherImport');
  const [file, setFile] = useState<File | null>(null);
  const [sku, setSku] = useState('');
  const [missing, setMissing] = useState('');
  const { phase, mutation } = useGalleyImport(sku.trim(), file);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = !sku.trim() ? t('import.chooseSku') : !file ? t('import.chooseFile') : '';
    setMissing(problem);
    if (!problem) mutation.mutate();
  };
  const done = mutation.data;
  return (
    <form className="import-form" onSubmit={submit} aria-labelledby="import-galley-title">
      <h2 id="import-galley-title">{t('import.galleyHeading')}</h2>
      <label>
        {t('import.galleySku')}
        <input type="text" inputMode="numeric" maxLength={64} value={sku} onChange={(e) => setSku(e.target.value)} />
      </label>
      <label>
        {t('import.galleyFile')}
        <input type="file" accept=".epub,application/epub+zip" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
      </label>
      {missing ? <p role="alert">{missing}</p> : null}
      <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
        {t('import.upload')}
      </button>
      <Progress phase={phase} />
      <ErrorText error={mutation.error} />
      {done ? (
        <p role="status">
          {t(done.created ? 'import.galleyDone' : 'import.galleyReplaced', { sku: done.sku, format: done.format, size: done.size })}
        </p>
      ) : null}
    </form>
  );
}

/** The import screen (issue 21 §3) of users of a publisher organization: ONIX titles and EPUB galleys, with progress and results. */
export function ImportPage() {
  const { t } = useTranslation('publisherImport');
  return (
    <ScreenPage title={t('import.title')}>
      <p>{t('import.intro', { onixMb: ONIX_MAX_BYTES / MB, epubMb: EPUB_MAX_BYTES / MB })}</p>
      <OnixForm />
      <GalleyForm />
    </ScreenPage>
  );
}
