// The profile pages' calls (server/API.md, "Host operations"): answers are the server's; refusals are shown by the
// pages in the page's language.
import type {
  GoalAnswer,
  GoalInput,
  HostProfile,
  MailPreference,
  PayoutMethod,
  PayoutMethodAnswer,
  ProfileInput,
  SavedCard,
  CardInput,
} from '@rove/contract';
import { apiFetch } from '../../api/api-fetch.ts';
import { pageLanguage } from '../host-api.ts';

const handled = [400, 404, 409, 413, 415, 422];
const send = <T>(path: string, method: string, body?: unknown) =>
  apiFetch<T>(path, { method, body, headers: pageLanguage(), quietStatuses: handled });

export const profileKey = '/api/user-profiles/me/profile';
export const goalKey = (year: number) => `/api/hosts/goals?Year=${year}`;
export const cardsKey = '/api/user-profiles/me/cards';
export const mailPreferencesKey = '/api/user-profiles/me/mail-preferences';

export const profileApi = {
  save: (input: ProfileInput) => send<HostProfile>(profileKey, 'PUT', input),
  uploadPhoto: async (file: File) => {
    const form = new FormData();
    form.set('file', file);
    form.set('kind', 'profile-photo');
    return apiFetch<{ Id: string }>('/api/uploads', { method: 'POST', body: form, headers: pageLanguage(), quietStatuses: handled });
  },
  saveGoal: (input: GoalInput) => send<GoalAnswer>('/api/hosts/goals', 'PUT', input),
  addCard: (input: CardInput) => send<{ Items: SavedCard[] }>(cardsKey, 'POST', input),
  removeCard: (id: number) => send<{ Items: SavedCard[] }>(`${cardsKey}/${id}`, 'DELETE'),
  saveMailPreferences: (items: { Category: string; Enabled: boolean }[]) =>
    send<{ Items: MailPreference[] }>(mailPreferencesKey, 'PUT', { Preferences: items }),
};

export type { GoalAnswer, HostProfile, MailPreference, PayoutMethod, PayoutMethodAnswer, SavedCard };
