import type { ThemeColor } from './common.ts';

export interface SalesProduct {
  id: number;
  name: string;
  slug: string;
  brand: string;
  category: string;
  price: number;
  image: string;
  hasFreeShipping: boolean;
  /** 1 to 5. */
  rating: number;
  description: string;
}

export interface SalesPayment {
  total: number;
  receivedPaymentStatus: 'Fully Paid' | 'Partially Paid' | 'Unpaid';
  paidAmount: number;
  status: 'Completed' | 'Confirmed' | 'Cancelled';
}

export interface SalesRow {
  product: SalesProduct;
  /** e.g. `30 Apr 2025` */
  date: string;
  buyer: { name: string; avatar: string };
  payment: SalesPayment;
}

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface FaqGroup {
  faqTitle: string;
  /** Tabler icon name. */
  faqIcon: string;
  faqSubtitle: string;
  faqs: FaqEntry[];
}

export interface HelpCenterCard {
  slug: string;
  title: string;
  img: string;
  subtitle: string;
  /** Extension: the knowledge-base article the card opens (its category's and its own slug). */
  article: { category: string; slug: string };
}

export interface HelpCenterCategory {
  title: string;
  /** Tabler icon name. */
  icon: string;
  /** Path segment of `/pages/help-center/:category/:article`. */
  slug: string;
  articles: { title: string; slug: string }[];
}

export interface HelpCenterData {
  popularArticles: HelpCenterCard[];
  keepLearning: HelpCenterCard[];
  allArticles: HelpCenterCategory[];
}

export interface HelpCenterArticle {
  title: string;
  lastUpdated: string;
  /** HTML. */
  productContent: string;
  /** HTML. */
  checkoutContent: string;
  articleList: string[];
  checkoutImg: string;
  productImg: string;
}

export interface ProfileHeader {
  fullName: string;
  location: string;
  /** ISO day (`2021-04-01`): the screen shows its month and year in the reader's language. */
  joiningDate: string;
  designation: string;
  profileImg: string;
  coverImg: string;
  /** Extension: set by `PUT /api/pages/profile/header`; absent until then (not connected). */
  connected?: boolean;
}

export interface ProfileProperty {
  property: string;
  value: string;
  /** Tabler icon name. */
  icon: string;
}

export interface ProfileConnection {
  isFriend: boolean;
  connections: string;
  name: string;
  avatar: string;
}

export interface ProfileTeamTech {
  title: string;
  avatar: string;
  members: number;
  chipText: string;
  chipColor: ThemeColor;
}

export interface ProjectTableRow {
  id: number;
  name: string;
  leader: string;
  date: string;
  /** Percent complete. */
  status: number;
  avatar: string;
  avatarGroup: string[];
}

/** Extension: one entry of the profile tab's activity timeline. */
export interface ProfileActivity {
  title: string;
  description: string;
  /** ISO date-time, before the seed's "now". */
  time: string;
  color: ThemeColor;
}

/** GET /api/pages/profile?tab=profile */
export interface ProfileTab {
  about: ProfileProperty[];
  contacts: ProfileProperty[];
  teams: ProfileProperty[];
  overview: ProfileProperty[];
  connections: ProfileConnection[];
  teamsTech: ProfileTeamTech[];
  projectTable: ProjectTableRow[];
  /** Extension: the user's latest activity, newest first. */
  activity: ProfileActivity[];
}

export interface ProfileChip {
  title: string;
  color: ThemeColor;
}

export interface ProfileTeam {
  title: string;
  avatar: string;
  extraMembers: number;
  avatarGroup: { avatar: string; name: string }[];
  description: string;
  chips: ProfileChip[];
}

export interface ProfileProject {
  title: string;
  client: string;
  description: string;
  comments: number;
  totalTask: number;
  completedTask: number;
  /** Hours logged and planned. */
  hoursSpent: number;
  hoursPlanned: number;
  /** US dollars. */
  budget: number;
  budgetSpent: number;
  /** ISO days; the screen counts the days left to the deadline. */
  startDate: string;
  deadline: string;
  /** How many people work on it. */
  members: number;
  /** The deadline chip's colour. */
  chipColor: ThemeColor;
  avatar: string;
  avatarGroup: { avatar: string; name: string }[];
}

export interface ProfileConnectionCard {
  name: string;
  designation: string;
  avatar: string;
  tasks: string;
  projects: string;
  connections: string;
  isConnected: boolean;
  chips: ProfileChip[];
}

export type ProfileTabName = 'profile' | 'teams' | 'projects' | 'connections';

export interface ProfileTabs {
  profile: ProfileTab;
  teams: ProfileTeam[];
  projects: ProfileProject[];
  connections: ProfileConnectionCard[];
}
