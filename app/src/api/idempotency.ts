// One idempotency key per booking attempt: the same body (a double click, a retry after a lost answer) reuses
// the key, so the server answers the same booking; a changed body is a new attempt with a new key.
export function createAttemptKeys(newKey: () => string = () => crypto.randomUUID()) {
  let current: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(body: unknown): string {
      const fingerprint = JSON.stringify(body);
      if (!current || current.fingerprint !== fingerprint) current = { fingerprint, key: newKey() };
      return current.key;
    },
  };
}
