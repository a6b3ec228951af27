// Logout in the specification's order (spec 000 section 4): 1. clear the token; 2. sign out of the external
// provider silently if one was used; 3. reset the push and marketing tools; 4. sign out. Steps are injected.
export interface LogoutSteps {
  clearToken(): void | Promise<void>;
  /** The external provider used for this session, if any. */
  externalProvider(): string | null;
  signOutExternalSilently(provider: string): Promise<void>;
  resetPushAndMarketing(): void | Promise<void>;
  signOut(): Promise<void>;
  /** Failed sign-out is captured (spec 000 section 8), never thrown at the user. */
  capture(error: unknown): void;
}

export async function runLogout(steps: LogoutSteps): Promise<void> {
  const provider = steps.externalProvider();
  await steps.clearToken();
  if (provider) {
    try {
      await steps.signOutExternalSilently(provider);
    } catch (error) {
      steps.capture(error);
    }
  }
  await steps.resetPushAndMarketing();
  try {
    await steps.signOut();
  } catch (error) {
    steps.capture(error);
  }
}
