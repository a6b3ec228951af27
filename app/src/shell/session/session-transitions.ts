// What a change of authentication status sets off (spec 000 section 4), as a pure function:
// entering authenticated loads permissions and favourites (and registers the user with analytics);
// leaving authenticated resets notifications, ends the messaging session and clears favourites;
// leaving loading after a previous value re-evaluates experiments; a login-state change refetches notifications.
import type { AuthStatus } from '../../routes/auth-guard.ts';

export type SessionAction =
  | 'register-analytics-user'
  | 'load-favourites'
  | 'load-permissions'
  | 'reset-notifications'
  | 'end-messaging-session'
  | 'clear-favourites'
  | 're-evaluate-experiments'
  | 'refetch-notifications';

/** Experiments are re-evaluated whenever the authentication status leaves loading after a previous value. */
export function shouldReevaluate(previous: AuthStatus | undefined, next: AuthStatus): boolean {
  return previous !== undefined && previous !== next && next !== 'loading';
}

export function sessionActions(previous: AuthStatus | undefined, next: AuthStatus): SessionAction[] {
  if (previous === next) return [];
  const actions: SessionAction[] = [];
  if (next === 'authenticated') actions.push('register-analytics-user', 'load-favourites', 'load-permissions');
  if (previous === 'authenticated' && next !== 'authenticated')
    actions.push('reset-notifications', 'end-messaging-session', 'clear-favourites');
  if (shouldReevaluate(previous, next)) actions.push('re-evaluate-experiments');
  const wasIn = previous === 'authenticated';
  const isIn = next === 'authenticated';
  if (next !== 'loading' && (previous === undefined || previous === 'loading' ? isIn : wasIn !== isIn))
    actions.push('refetch-notifications');
  return actions;
}
