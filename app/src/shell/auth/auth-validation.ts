// Messages of the auth forms' failures: the server's answers and the identity library's errors, as keys of the auth
// catalogue (en and fr). The fields themselves are checked with the contract's schemas (forms/use-contract-form.ts).
/** The message key for a failed call: the same words for an unknown address and a wrong password. */
export function serverErrorKey(error: unknown, context: 'signin' | 'code' | 'other'): string {
  const status = typeof error === 'object' && error && 'status' in error ? Number((error as { status: unknown }).status) : 0;
  if (!status) return 'errors.network';
  if (status === 429) return 'errors.rateLimited';
  if (context === 'signin' && (status === 401 || status === 400)) return 'errors.credentials';
  if (context === 'code' && status === 400) return 'errors.badCode';
  return 'errors.generic';
}

/** The identity library's error cases (spec 000 section 8) as message keys of errors.provider. */
export function providerErrorKey(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error ?? '');
  const code = typeof error === 'object' && error && 'error' in error ? String((error as { error: unknown }).error) : '';
  if (message === 'Invalid provider') return 'errors.provider.Invalid provider';
  if (/state/i.test(message) || /authority|client_id|subject|sub mismatch/i.test(message)) return 'errors.provider.state';
  if (/timed out/i.test(message)) return 'errors.provider.timeout';
  if (/popup/i.test(message) || /redirect aborted/i.test(message)) return 'errors.provider.popup';
  if (['access_denied', 'login_required', 'consent_required', 'interaction_required', 'account_selection_required'].includes(code))
    return 'errors.provider.denied';
  return 'errors.provider.generic';
}
