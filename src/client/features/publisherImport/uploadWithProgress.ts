import { ApiError, asProblem, NetworkError, newIdempotencyKey } from '../../lib/api.ts';

/**
 * Sends a file as the raw body of a POST and reports the share sent (XMLHttpRequest: fetch has no upload progress).
 * Resolves with the parsed JSON of a 2xx answer; rejects with ApiError (problem+json) or NetworkError like lib/api.
 */
export function uploadWithProgress(
  path: string,
  file: Blob,
  contentType: string,
  onProgress: (loaded: number, total: number) => void,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', contentType);
    xhr.setRequestHeader('Idempotency-Key', newIdempotencyKey());
    xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
    xhr.onerror = () => reject(new NetworkError(new Error('upload failed')));
    xhr.onload = () => {
      let body: unknown = xhr.responseText;
      try {
        body = JSON.parse(xhr.responseText) as unknown;
      } catch {
        // not JSON: kept as text
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body);
      else reject(new ApiError(xhr.status, asProblem(body), body));
    };
    xhr.send(file);
  });
}
