import { describe, expect, it } from 'vitest';
import { sessionActions } from './session-transitions.ts';

describe('session status transitions (spec 000 section 4)', () => {
  it('entering authenticated registers the user, loads favourites and permissions, refetches notifications', () => {
    expect(sessionActions('loading', 'authenticated')).toEqual([
      'register-analytics-user',
      'load-favourites',
      'load-permissions',
      're-evaluate-experiments',
      'refetch-notifications',
    ]);
  });

  it('authenticated to unauthenticated resets notifications, ends messaging, clears favourites', () => {
    expect(sessionActions('authenticated', 'unauthenticated')).toEqual([
      'reset-notifications',
      'end-messaging-session',
      'clear-favourites',
      're-evaluate-experiments',
      'refetch-notifications',
    ]);
  });

  it('a first value or no change sets nothing off; loading to signed out only re-evaluates experiments', () => {
    expect(sessionActions(undefined, 'loading')).toEqual([]);
    expect(sessionActions('authenticated', 'authenticated')).toEqual([]);
    expect(sessionActions('loading', 'unauthenticated')).toEqual(['re-evaluate-experiments']);
  });

  it('experiments are not re-evaluated when the status goes back to loading', () => {
    expect(sessionActions('unauthenticated', 'loading')).toEqual([]);
  });
});
