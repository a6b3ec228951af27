// The authentication modal state (spec 000 section 3): visibility, type, provider, intent.
import { createStore, useStore } from '../../lib/create-store.ts';

export type AuthModalType = 'signin' | 'signup';
export interface AuthModalState {
  visible: boolean;
  type: AuthModalType | null;
  provider: string | null;
  intent: string | null;
}

export const closedAuthModal: AuthModalState = { visible: false, type: null, provider: null, intent: null };
export const authModalStore = createStore<AuthModalState>(closedAuthModal);

export function showAuthModal(type: AuthModalType, intent: string | null): void {
  authModalStore.set((current) => ({ ...current, visible: true, type, intent }));
}

/** Sign-in clears the modal and its type; the loading provider is cleared with it. */
export function clearAuthModal(): void {
  authModalStore.set(closedAuthModal);
}

export function setAuthProvider(provider: string | null): void {
  authModalStore.set((current) => ({ ...current, provider }));
}

export function useAuthModal(): AuthModalState {
  return useStore(authModalStore);
}
