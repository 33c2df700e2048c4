/** CASL ability rule (`@casl/ability` raw rule form). */
export interface AbilityRule {
  action: string;
  subject: string;
}

import type { RoleName } from './permissions.ts';
import type { UserStatus } from './users.ts';

/**
 * `subscriber`: an account made through POST /api/auth/register; a role name: a demo account of
 * that permission-page role (`support@demo.com` / `support`).
 */
export type LoginRole = 'admin' | 'client' | 'subscriber' | RoleName;

/** A user who can sign in (README "Accounts and roles"). */
export interface LoginUser {
  id: number;
  fullName: string;
  username: string;
  password: string;
  avatar: string;
  email: string;
  role: LoginRole;
  abilityRules: AbilityRule[];
  /**
   * Extension: the permission-page role the account holds. Its rules are then the role's current
   * matrix, read at every sign-in (`abilityRules` stays empty).
   */
  roleId?: number;
  /**
   * Extension: `Pending` for a role holder invited by the seed who has not chosen a password yet
   * (nobody knows the seeded one); absent means `Active`. Shown by the roles screen's accounts.
   */
  status?: UserStatus;
  /** Extension: when the address was verified (POST /api/auth/verify-email); absent until then. */
  emailVerifiedAt?: string;
}

/** What the client stores: the login user without password and ability rules. */
export type UserData = Omit<LoginUser, 'password' | 'abilityRules' | 'roleId'>;

export interface LoginRequest {
  email: string;
  password: string;
}

/** 201 answer of POST /api/auth/login (README "Calls"). */
export interface LoginResponse {
  userAbilityRules: AbilityRule[];
  accessToken: string;
  userData: UserData;
}
