// Who is signed in, for the app's analytics (spec 000 section 4: on authenticated, register the user): a holder of
// its own, so that the session's effects set it from the start (analytics-identity.ts) while the analytics module
// itself loads later, with the first event or at idle, and stamps every event with it.

let userId: number | null = null;

export const analyticsUser = {
  get: (): number | null => userId,
  set: (next: number | null): void => {
    userId = next;
  },
};
