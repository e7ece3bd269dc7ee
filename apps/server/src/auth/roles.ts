/** Spec §3/§6: a user's `roles` list; back-office access is membership of admin or moderator. */
import { ROLES, type Role } from '../services/users/users.shared';

export { ROLES, type Role };

/** The signed-in user as hooks see it in `params.user` (the full internal record). */
export interface AuthUser {
  _id: number;
  username: string;
  roles: Role[];
}

export function hasRole(user: AuthUser | undefined, ...roles: Role[]): boolean {
  return !!user && Array.isArray(user.roles) && roles.some((role) => user.roles.includes(role));
}
