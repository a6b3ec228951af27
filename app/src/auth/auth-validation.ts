// Form checks of the sign-in, sign-up, code and recovery forms. They return message keys of the auth catalogue
// (en and fr); the server checks the same bounds (server/API.md: password 8 to 128, names 1 to 50, 6-digit code).
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(value: string): string | undefined {
  const email = value.trim();
  if (!email) return 'errors.emailRequired';
  if (email.length > 254 || !emailPattern.test(email)) return 'errors.emailInvalid';
  return undefined;
}

/** Sign-in only needs a password (its length is not revealed as a rule of existing accounts). */
export function signInErrors(input: { email: string; password: string }): FieldErrors<'email' | 'password'> {
  const errors: FieldErrors<'email' | 'password'> = {};
  const email = emailError(input.email);
  if (email) errors.email = email;
  if (!input.password) errors.password = 'errors.passwordRequired';
  return errors;
}

export function newPasswordError(password: string): string | undefined {
  if (!password) return 'errors.passwordRequired';
  if (password.length < 8) return 'errors.passwordShort';
  if (password.length > 128) return 'errors.passwordLong';
  return undefined;
}

function nameError(value: string, requiredKey: string): string | undefined {
  const name = value.trim();
  if (!name) return requiredKey;
  if (name.length > 50) return 'errors.nameLong';
  return undefined;
}

type SignUpField = 'firstName' | 'lastName' | 'email' | 'password';
export function signUpErrors(input: Record<SignUpField, string>): FieldErrors<SignUpField> {
  const errors: FieldErrors<SignUpField> = {};
  const first = nameError(input.firstName, 'errors.firstNameRequired');
  const last = nameError(input.lastName, 'errors.lastNameRequired');
  const email = emailError(input.email);
  const password = newPasswordError(input.password);
  if (first) errors.firstName = first;
  if (last) errors.lastName = last;
  if (email) errors.email = email;
  if (password) errors.password = password;
  return errors;
}

export function codeError(value: string): string | undefined {
  return /^\d{6}$/.test(value.trim()) ? undefined : 'errors.codeInvalid';
}

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
