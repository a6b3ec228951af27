import { z } from 'zod';

/**
 * The sign-up context of spec 000 section 3, with the names as spelt there. It arrives in the sign-up body and
 * as extra authorization parameters of the identity provider (strings there, hence the coercions).
 */
const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]);

export const SignUpContextSchema = z.object({
  lang: z.enum(['en', 'fr']).optional(),
  ownerNewsletter: flag.optional(),
  renterNewsletter: flag.optional(),
  /** 1 = host, 2 = renter. */
  signUpAs: z.union([z.literal(1), z.literal(2), z.enum(['1', '2']).transform((value) => Number(value) as 1 | 2)]).optional(),
  /** Only when the user is in Canada or the US. */
  signUpCountry: z.enum(['US', 'CA']).optional(),
  isSignUp: flag.optional(),
  platform: z.enum(['web', 'mobile_web', 'android', 'ios-v1']).optional(),
  pageSource: z.string().trim().max(200).optional(),
  hearAboutUs: z.string().trim().max(200).optional(),
  referralCode: z.string().trim().max(64).optional(),
});

export type SignUpContext = z.infer<typeof SignUpContextSchema>;

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
