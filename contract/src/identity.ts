// Request and response shapes of the identity endpoints.
import { z } from 'zod';
import { countries, locales } from './constants.ts';

/**
 * The sign-up context of spec 000 section 3, with the names as spelt there. It arrives in the sign-up body and
 * as extra authorization parameters of the identity provider (strings there, hence the coercions).
 */
const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]);

export const SignUpContextSchema = z.object({
  lang: z.enum(locales).optional(),
  ownerNewsletter: flag.optional(),
  renterNewsletter: flag.optional(),
  /** 1 = host, 2 = renter. */
  signUpAs: z.union([z.literal(1), z.literal(2), z.enum(['1', '2']).transform((value) => Number(value) as 1 | 2)]).optional(),
  /** Only when the user is in Canada or the US. */
  signUpCountry: z.enum(countries).optional(),
  isSignUp: flag.optional(),
  platform: z.enum(['web', 'mobile_web', 'android', 'ios-v1']).optional(),
  pageSource: z.string().trim().max(200).optional(),
  hearAboutUs: z.string().trim().max(200).optional(),
  referralCode: z.string().trim().max(64).optional(),
});

export type SignUpContext = z.infer<typeof SignUpContextSchema>;

const Email = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email({ error: 'Enter a valid email address.' }));
const NewPassword = z.string().min(8, { error: 'Use at least 8 characters.' }).max(128, { error: 'Use at most 128 characters.' });
const Name = z.string().trim().min(1, { error: 'Required.' }).max(50, { error: 'Use at most 50 characters.' });

export const SignInBodySchema = z
  .object({ Email, Password: z.string().min(1, { error: 'Required.' }).max(128) })
  .meta({ id: 'SignInBody' });

export const SignUpBodySchema = z
  .object({ Email, Password: NewPassword, FirstName: Name, LastName: Name })
  .extend(SignUpContextSchema.shape)
  .meta({ id: 'SignUpBody' });

export const SignUpConfirmBodySchema = z
  .object({
    Email,
    Code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, { error: 'Enter the 6-digit code.' }),
  })
  .meta({ id: 'SignUpConfirmBody' });

export const RefreshBodySchema = z.object({ RefreshToken: z.string().min(20).max(200).optional() }).meta({
  id: 'RefreshBody',
  description: 'Web clients send nothing (the HttpOnly cookie carries the token); native apps send RefreshToken.',
});

export const RecoveryRequestBodySchema = z.object({ Email, lang: z.enum(locales).optional() }).meta({ id: 'RecoveryRequestBody' });
export const ResetPasswordBodySchema = z.object({ Password: NewPassword }).meta({ id: 'ResetPasswordBody' });
export const AdminTokenBodySchema = z
  .object({ Password: z.string().min(1, { error: 'Required.' }).max(128) })
  .meta({ id: 'AdminTokenBody' });
export const RecoveryCodeParamsSchema = z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });

export const TokenSetSchema = z
  .object({
    AccessToken: z.string(),
    TokenType: z.literal('Bearer'),
    ExpiresIn: z.number().int(),
    RefreshToken: z
      .string()
      .optional()
      .meta({ description: 'Native apps (platform android or ios-v1) only; web clients get an HttpOnly cookie.' }),
    RefreshTokenExpiresIn: z.number().int(),
  })
  .meta({ id: 'TokenSet' });

export const AdminTokenSchema = z
  .object({ AdminAccessToken: z.string(), TokenType: z.literal('Bearer'), ExpiresIn: z.number().int() })
  .meta({ id: 'AdminToken' });

export const AcceptedSchema = z.object({ Message: z.string(), ExpiresIn: z.number().int().optional() }).meta({ id: 'Accepted' });

/** The user fields the client reads (spec 000 section 3). */
export const SessionUserSchema = z
  .object({
    Id: z.number().int(),
    Email: z.string(),
    FirstName: z.string(),
    LastName: z.string(),
    PhoneNumber: z.string().nullable(),
    CountryPhoneCode: z.string(),
    Language: z.enum(['English', 'French']),
    CreatedDate: z.string(),
    LastLogin: z.string().nullable(),
    IsOwner: z.boolean(),
    UserType: z.enum(['Renter', 'Owner', 'Administrator']),
    HasRv: z.boolean(),
    SignupFrom: z.enum(['Web', 'IOS', 'Android']),
    SuperHost: z.object({ IsActive: z.boolean() }),
  })
  .meta({ id: 'SessionUser' });

/** Session data of spec 000 section 3 (email, id, isOwner, locale) with the roles and the user fields. */
export const SessionSchema = z
  .object({
    email: z.string(),
    id: z.number().int(),
    isOwner: z.boolean(),
    locale: z.enum(locales),
    roles: z.array(z.enum(['renter', 'owner', 'administrator'])),
    User: SessionUserSchema,
  })
  .meta({ id: 'Session' });

/**
 * The refresh's answer: the new tokens and the session they open (what GET /api/account/session answers for them), so
 * a page restoring its session waits for one round trip, not two (issue 35).
 */
export const RefreshAnswerSchema = TokenSetSchema.extend({ Session: SessionSchema }).meta({ id: 'RefreshAnswer' });

export const PermissionsSchema = z.array(z.string()).meta({ id: 'Permissions' });

export type SignUpBody = z.infer<typeof SignUpBodySchema>;
export type TokenSetBody = z.infer<typeof TokenSetSchema>;
export type Session = z.infer<typeof SessionSchema>;
export type RefreshAnswer = z.infer<typeof RefreshAnswerSchema>;
export type SessionUser = z.infer<typeof SessionUserSchema>;
