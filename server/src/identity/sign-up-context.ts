import { type SignUpContext, SignUpContextSchema } from '@rove/contract';

export { type SignUpContext, SignUpContextSchema };

/** Reads the context from the provider's authorization parameters, dropping values that do not validate. */
export function signUpContextFromParams(params: Record<string, unknown>): SignUpContext {
  const context: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(SignUpContextSchema.shape)) {
    const parsed = schema.safeParse(params[key] === '' ? undefined : params[key]);
    if (parsed.success && parsed.data !== undefined) context[key] = parsed.data;
  }
  return context as SignUpContext;
}

/** SignupFrom of the users table, from the platform (spec: IOS, Android or otherwise Web). */
export function signupFromPlatform(platform: string | undefined): 'Web' | 'IOS' | 'Android' {
  if (platform === 'ios-v1') return 'IOS';
  if (platform === 'android') return 'Android';
  return 'Web';
}
