// The owners' RV endpoints (server/API.md, "Owners' RVs"): every call answers the whole RV, which becomes the SWR
// cache entry of its key, so each screen shows what the server holds.
import type { EarningsEstimate, HostRv, HostRvSummary, RvAddOnInput, RvUpdate } from '@rove/contract';
import { mutate } from 'swr';
import { apiFetch } from '../api/api-fetch.ts';

export const hostRvKey = (id: number | string) => `/api/hosts/rvs/${id}`;
export const hostRvListKey = (filter: 'active' | 'deleted' = 'active') =>
  filter === 'deleted' ? '/api/hosts/rvs?Status=deleted' : '/api/hosts/rvs';

/** Validation, conflict and "missing" answers are shown by the screens; they are not reported as failures. */
const handled = [400, 404, 409, 413, 415, 422];

async function call(path: string, init: { method: string; body?: unknown; headers?: Record<string, string> }): Promise<HostRv> {
  const rv = await apiFetch<HostRv>(path, { ...init, quietStatuses: handled });
  await mutate(hostRvKey(rv.Id), rv, { revalidate: false });
  // The lists show statuses and completeness: they are read again when next shown.
  void mutate(hostRvListKey('active'), undefined, { revalidate: true });
  void mutate(hostRvListKey('deleted'), undefined, { revalidate: true });
  return rv;
}

export const hostRvApi = {
  create: (values: RvUpdate, idempotencyKey: string) =>
    call('/api/hosts/rvs', { method: 'POST', body: values, headers: { 'Idempotency-Key': idempotencyKey } }),
  save: (id: number, values: RvUpdate) => call(hostRvKey(id), { method: 'PATCH', body: values }),
  publish: (id: number) => call(`${hostRvKey(id)}/publish`, { method: 'POST', body: {} }),
  unpublish: (id: number) => call(`${hostRvKey(id)}/unpublish`, { method: 'POST', body: {} }),
  remove: (id: number) => call(hostRvKey(id), { method: 'DELETE' }),
  restore: (id: number) => call(`${hostRvKey(id)}/restore`, { method: 'POST', body: {} }),
  attachPhoto: (id: number, uploadId: string) => call(`${hostRvKey(id)}/photos`, { method: 'POST', body: { UploadId: uploadId } }),
  orderPhotos: (id: number, photoIds: number[]) => call(`${hostRvKey(id)}/photos/order`, { method: 'PUT', body: { PhotoIds: photoIds } }),
  makeCover: (id: number, photoId: number) => call(`${hostRvKey(id)}/photos/${photoId}/cover`, { method: 'POST', body: {} }),
  caption: (id: number, photoId: number, caption: { en: string; fr: string }) =>
    call(`${hostRvKey(id)}/photos/${photoId}`, { method: 'PATCH', body: { Caption: caption } }),
  removePhoto: (id: number, photoId: number) => call(`${hostRvKey(id)}/photos/${photoId}`, { method: 'DELETE' }),
  addAddOn: (id: number, addOn: RvAddOnInput) => call(`${hostRvKey(id)}/addons`, { method: 'POST', body: addOn }),
  saveAddOn: (id: number, addOnId: number, addOn: RvAddOnInput) =>
    call(`${hostRvKey(id)}/addons/${addOnId}`, { method: 'PUT', body: addOn }),
  removeAddOn: (id: number, addOnId: number) => call(`${hostRvKey(id)}/addons/${addOnId}`, { method: 'DELETE' }),
};

export const listHostRvs = (filter: 'active' | 'deleted') => apiFetch<{ Items: HostRvSummary[] }>(hostRvListKey(filter));

export function earningsKey(query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  return `/api/hosts/earnings-estimate?${params}`;
}
export const rvEarningsKey = (id: number, month: number) => `${hostRvKey(id)}/earnings?Month=${month}`;
export type { EarningsEstimate };
