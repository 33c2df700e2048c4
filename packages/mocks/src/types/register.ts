import type { UserPlan } from './users.ts';

/**
 * Body of POST /api/auth/register (README "Register (extension)"). The account fields are
 * required; the multi-step form adds the personal and billing ones.
 */
export interface RegisterRequest {
  username: string;
  email: string;
  password: string;
  /** Must be true: the privacy policy and terms accepted. */
  terms: boolean;
  firstName?: string;
  lastName?: string;
  mobile?: string;
  pinCode?: string;
  address?: string;
  landmark?: string;
  city?: string;
  state?: string;
  plan?: UserPlan;
  /** Checked (Luhn) and reduced to its last four digits; any other card field is ignored. */
  cardNumber?: string;
}
