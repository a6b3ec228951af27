/** The roles of spec 000 section 6. Visitor is the absence of a user; superhost is a flag, not a role. */
export const roles = ['renter', 'owner', 'administrator'] as const;
export type Role = (typeof roles)[number];

/** The users table's id type (integer identity column). */
export type UserId = number;

/** The signed-in user as the API sees it: read from a verified access token, no database call. */
export interface AuthUser {
  id: UserId;
  email: string;
  isOwner: boolean;
  roles: Role[];
}

/** Hono environment for routes behind `requireUser`. */
export interface AuthEnv {
  Variables: { user: AuthUser };
}

/** Hono environment for routes behind `optionalUser`: visitors have no user. */
export interface OptionalAuthEnv {
  Variables: { user: AuthUser | undefined };
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value);
}
