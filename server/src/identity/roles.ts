import type { AuthUser, Role } from './auth-user.ts';

/** The account facts that decide roles. */
export interface RoleFacts {
  isOwner: boolean;
  userType: string | null;
  isAdministrator: boolean;
}

/**
 * Spec 000 section 6: every signed-in user is a renter; "a user with the IsOwner flag or UserType Owner" is an
 * owner too ("a user may be both renter and owner"); administrator is a role held in the role list.
 */
export function isOwnerAccount(facts: Pick<RoleFacts, 'isOwner' | 'userType'>): boolean {
  return facts.isOwner || facts.userType === 'Owner';
}

export function rolesFor(facts: RoleFacts): Role[] {
  const result: Role[] = ['renter'];
  if (isOwnerAccount(facts)) result.push('owner');
  if (facts.isAdministrator) result.push('administrator');
  return result;
}

/** The AuthUser of a users row (administrator is UserType 'Administrator' in the core users table). */
export function authUserFromRow(row: { id: number; email: string; is_owner: boolean; user_type: string }): AuthUser {
  const facts = { isOwner: row.is_owner, userType: row.user_type, isAdministrator: row.user_type === 'Administrator' };
  return { id: row.id, email: row.email, isOwner: isOwnerAccount(facts), roles: rolesFor(facts) };
}
