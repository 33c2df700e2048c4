import type { AnalyticsTexts } from '../analytics/index.ts';
import type { AuthTexts } from '../auth/index.ts';
import type { EcommerceTexts } from '../ecommerce/index.ts';
import type { FrontTexts } from '../front-pages/index.ts';
import type { CalendarTexts } from '../calendar/index.ts';
import type { InvoiceTexts } from '../invoice/index.ts';
import type { EmailTexts } from '../email/index.ts';
import type { ChatTexts } from '../chat/index.ts';
import type { KanbanTexts } from '../kanban/index.ts';
import type { NotificationsTexts } from '../notifications/index.ts';
import type { SearchTexts } from '../search/index.ts';
import type { PagesTexts } from '../pages/index.ts';
import type { UsersTexts } from '../users/index.ts';

/** The text shape of each feature namespace, for typed `t()` keys in every package. */
export interface FeatureTexts {
  auth: AuthTexts;
  ecommerce: EcommerceTexts;
  search: SearchTexts;
  notifications: NotificationsTexts;
  users: UsersTexts;
  invoice: InvoiceTexts;
  'front-pages': FrontTexts;
  pages: PagesTexts;
  calendar: CalendarTexts;
  kanban: KanbanTexts;
  email: EmailTexts;
  chat: ChatTexts;
  analytics: AnalyticsTexts;
}
