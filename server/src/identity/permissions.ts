import type { Role } from './auth-user.ts';

/**
 * The permission list of GET /api/account/me/permissions. Spec 000 section 6 says individual values are "not shown":
 * these are ours, named resource:action, and derived from roles only.
 */
export const permissionsByRole = {
  renter: [
    'bookings:request',
    'bookings:read-own',
    'favourites:manage',
    'messages:send',
    'profile:edit-own',
    'reviews:write',
    'rvs:create',
  ],
  owner: ['bookings:approve', 'bookings:decline', 'calendar:manage', 'insights:read', 'payouts:manage', 'rvs:manage-own'],
  administrator: ['admin:access', 'bookings:read-all', 'rvs:manage-all', 'users:manage'],
} as const satisfies Record<Role, readonly string[]>;

export type Permission = (typeof permissionsByRole)[Role][number];

export function permissionsFor(userRoles: readonly Role[]): Permission[] {
  const result = new Set<Permission>();
  for (const role of userRoles) for (const permission of permissionsByRole[role]) result.add(permission);
  return [...result].sort();
}
