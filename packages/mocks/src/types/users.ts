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
