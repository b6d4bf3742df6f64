import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { pathOf } from '../../../shared/contracts/endpoint.ts';
import { importGalley, importOnix } from '../../../shared/contracts/endpoints/publisherImport.ts';
import { galleyImportReplySchema, onixImportReplySchema } from '../../../shared/contracts/publisherImport.ts';
import { percentOf } from '../../../shared/domain/publisherImport.ts';
import { ContractError, newIdempotencyKey } from '../../lib/api.ts';
import { pollImportProgress } from './pollImportProgress.ts';
import { uploadWithProgress } from './uploadWithProgress.ts';

/**
 * Upload progress: the share sent, then 'processing' while the server works without telling how far, then (ONIX)
 * 'importing' with the records the server has written of all.
 */
export type UploadPhase =
  { kind: 'idle' } | { kind: 'uploading'; percent: number } | { kind: 'processing' } | { kind: 'importing'; done: number; total: number };

type SetPhase = (phase: UploadPhase) => void;

function useUpload<T>(send: (onProgress: (loaded: number, total: number) => void, setPhase: SetPhase) => Promise<T>) {
  const [phase, setPhase] = useState<UploadPhase>({ kind: 'idle' });
  const mutation = useMutation({
    mutationFn: () =>
      send(
        (loaded, total) => setPhase(loaded >= total ? { kind: 'processing' } : { kind: 'uploading', percent: percentOf(loaded, total) }),
        setPhase,
      ),
    onMutate: () => setPhase({ kind: 'uploading', percent: 0 }),
    onSettled: () => setPhase({ kind: 'idle' }),
  });
  return { phase, mutation };
}

/**
 * Imports an ONIX 3.0 file (POST /api/v1/publisher/import/onix?importId=…) with upload progress, then the server's
 * progress (records written of all, asked for at GET …/onix/{importId}/progress) until its answer arrives.
 */
export function useOnixImport(file: File | null) {
  return useUpload(async (onProgress, setPhase) => {
    const importId = newIdempotencyKey();
    const path = pathOf(importOnix, {}, { importId });
    let stop: (() => void) | undefined;
    const uploaded = (loaded: number, total: number) => {
      onProgress(loaded, total);
      if (loaded < total || stop) return;
      // All sent: the server checks the file, then writes; its progress is asked for until its answer arrives.
      stop = pollImportProgress(importId, (p) => {
        if (p.phase !== 'checking' && p.total > 0) setPhase({ kind: 'importing', done: p.done, total: p.total });
      });
    };
    try {
      const result = onixImportReplySchema.safeParse(await uploadWithProgress(path, file!, 'application/xml', uploaded));
      if (!result.success) throw new ContractError(path, result.error.issues);
      return result.data;
    } finally {
      stop?.();
    }
  });
}

/** Imports an EPUB as the galley of one of the user's titles (POST /api/v1/publisher/import/galleys/{sku}). */
export function useGalleyImport(sku: string, file: File | null) {
  return useUpload(async (onProgress) => {
    const path = pathOf(importGalley, { sku });
    const result = galleyImportReplySchema.safeParse(await uploadWithProgress(path, file!, 'application/epub+zip', onProgress));
    if (!result.success) throw new ContractError(path, result.error.issues);
    return result.data;
  });
}
