// After the first publish the account has an RV (HasRv) and is an owner's: the session is read again so that the
// owner guards and host mode follow at once, without signing out.
import { apiFetch } from '../api/api-fetch.ts';
import { type SessionAnswer, sessionUserFrom } from '../shell/session/session-client.ts';
import { sessionStore, setSession } from '../api/session-store.ts';

export async function refreshSessionUser(): Promise<void> {
  const { accessToken, user } = sessionStore.get();
  if (!accessToken || !user) return;
  try {
    const answer = await apiFetch<SessionAnswer>('/api/account/session', { quietStatuses: [401] });
    setSession(sessionUserFrom(answer), sessionStore.get().accessToken ?? accessToken);
  } catch {
    // The server has the RV either way: the published flag is set locally so the next pages open.
    setSession({ ...user, hasRv: true, isOwner: true }, accessToken);
  }
}
