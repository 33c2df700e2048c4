/** CASL ability rule (`@casl/ability` raw rule form). */
export interface AbilityRule {
  action: string;
  subject: string;
}

/** `subscriber`: an account made through POST /api/auth/register. */
export type LoginRole = 'admin' | 'client' | 'subscriber';

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
  /** Extension: when the address was verified (POST /api/auth/verify-email); absent until then. */
  emailVerifiedAt?: string;
}

/** What the client stores: the login user without password and ability rules. */
export type UserData = Omit<LoginUser, 'password' | 'abilityRules'>;

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
