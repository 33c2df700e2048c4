export type UserRole = 'admin' | 'author' | 'editor' | 'maintainer' | 'subscriber';
export type UserPlan = 'basic' | 'team' | 'company' | 'enterprise';
export type UserStatus = 'Active' | 'Inactive' | 'Pending';

/** A row of the user list. */
export interface User {
  id: number;
  fullName: string;
  company: string;
  role: UserRole;
  username: string;
  country: string;
  contact: string;
  email: string;
  currentPlan: UserPlan;
  status: UserStatus;
  /** Image path, or '' for an initials avatar. */
  avatar: string;
}

/** GET /api/apps/users/{id}. */
export interface UserDetails extends User {
  taskDone: number;
  projectDone: number;
  taxId: string;
  language: string;
  /** Extension: the postal address a multi-step registration gave (README "Register (extension)"). */
  address?: UserAddress;
  /** Extension: the last four digits of the card a registration gave; the rest is never kept. */
  cardLast4?: string;
}

export interface UserAddress {
  line: string;
  landmark: string;
  city: string;
  state: string;
  pinCode: string;
}

/** Body of POST /api/apps/users; missing optional fields get defaults. */
export type UserInput = Pick<User, 'fullName' | 'email' | 'role' | 'currentPlan'> &
  Partial<Omit<UserDetails, 'id' | 'fullName' | 'email' | 'role' | 'currentPlan'>>;

export interface UsersResponse {
  users: User[];
  totalPages: number;
  totalUsers: number;
  /** The page served: 1 when the requested page was beyond the last. */
  page: number;
}

/** Extension: GET /api/apps/users/summary (README "Users list summary"). */
export interface UsersSummary {
  total: number;
  /** Users on any plan but `basic`. */
  paid: number;
  active: number;
  pending: number;
}
