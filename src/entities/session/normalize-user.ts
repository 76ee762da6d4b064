import type { ProfileResponse, User } from '@/generated/model';

type RoleField = ProfileResponse['role'];

/**
 * The original client's `normalizeUser(user, role)`: the user's own `role`, else the first item of the
 * answer's `role` list, else the answer's `role` name. Both backend versions read the same way:
 * the earlier one sends no top-level `role` and the user is returned as it came.
 */
export function normalizeUser(user: User, role?: RoleField): User {
  if (user.role) return user;
  const fromAnswer = Array.isArray(role) ? role[0] : role;
  return fromAnswer ? { ...user, role: fromAnswer } : user;
}
