// Uploads one photo to POST /api/uploads (kind rv-photo) with progress: XMLHttpRequest reports upload progress,
// fetch does not. The same headers as apiFetch; the server's refusals come back as ApiError in the page's language.
import type { Upload, UploadKind } from '@rove/contract';
import { ApiError, normaliseApiError } from './api-error.ts';
import { apiHeaders } from './api-headers.ts';
import { cookies } from '@rove/contract/cookies';
import { readCookie } from '../lib/cookies.ts';
import { resolvePlatform } from '../lib/native/platform.ts';
import { sessionStore } from './session-store.ts';
import { visitorStore } from './visitor-store.ts';

export class NetworkError extends Error {}

export function uploadPhotoFile(
  file: File,
  options: { language: string; onProgress?: (fraction: number) => void; signal?: AbortSignal; kind?: UploadKind },
): Promise<Upload> {
  return new Promise((resolve, reject) => {
    const correlationId = crypto.randomUUID();
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/uploads');
    xhr.withCredentials = true;
    const headers = apiHeaders({
      accessToken: sessionStore.get().accessToken,
      ip: visitorStore.get().ip,
      correlationId,
      platform: resolvePlatform(readCookie(cookies.platform.name), navigator.userAgent),
      anonymousId: readCookie(cookies.anonymousId.name),
    });
    for (const [name, value] of Object.entries({ ...headers, 'Accept-Language': options.language })) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.min(0.99, event.loaded / event.total));
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status === 201) {
        options.onProgress?.(1);
        resolve(body as Upload);
      } else reject(normaliseApiError(xhr.status, body, correlationId, `HTTP ${xhr.status}`));
    };
    xhr.onerror = () => reject(new NetworkError('Network error'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.set('file', file, file.name);
    form.set('kind', options.kind ?? 'rv-photo');
    xhr.send(form);
  });
}

export { ApiError };
