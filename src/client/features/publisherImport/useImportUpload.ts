import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { pathOf } from '../../../shared/contracts/endpoint.ts';
import { importGalley, importOnix } from '../../../shared/contracts/endpoints/publisherImport.ts';
import { galleyImportReplySchema, onixImportReplySchema } from '../../../shared/contracts/publisherImport.ts';
import { percentOf } from '../../../shared/domain/publisherImport.ts';
import { ContractError } from '../../lib/api.ts';
import { uploadWithProgress } from './uploadWithProgress.ts';

/** Upload progress: the share sent, then 'processing' while the server imports. */
export type UploadPhase = { kind: 'idle' } | { kind: 'uploading'; percent: number } | { kind: 'processing' };

function useUpload<T>(send: (onProgress: (loaded: number, total: number) => void) => Promise<T>) {
  const [phase, setPhase] = useState<UploadPhase>({ kind: 'idle' });
  const mutation = useMutation({
    mutationFn: () =>
      send((loaded, total) => setPhase(loaded >= total ? { kind: 'processing' } : { kind: 'uploading', percent: percentOf(loaded, total) })),
    onMutate: () => setPhase({ kind: 'uploading', percent: 0 }),
    onSettled: () => setPhase({ kind: 'idle' }),
  });
  return { phase, mutation };
}

/** Imports an ONIX 3.0 file (POST /api/v1/publisher/import/onix) with upload progress. */
export function useOnixImport(file: File | null) {
  const path = pathOf(importOnix, {});
  return useUpload(async (onProgress) => {
    const result = onixImportReplySchema.safeParse(await uploadWithProgress(path, file!, 'application/xml', onProgress));
    if (!result.success) throw new ContractError(path, result.error.issues);
    return result.data;
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
