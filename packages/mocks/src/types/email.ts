export type EmailFolder = 'inbox' | 'sent' | 'draft' | 'spam';
export type EmailLabel = 'personal' | 'company' | 'important' | 'private';
/** The `filter` of GET /api/apps/email: a folder, or the trashed and starred views. */
export type EmailFilter = EmailFolder | 'trashed' | 'starred';

export interface EmailAddress {
  email: string;
  name: string;
}

export interface EmailSender extends EmailAddress {
  avatar: string;
}

export interface EmailAttachment {
  fileName: string;
  thumbnail: string;
  url: string;
  /** e.g. `5mb` */
  size: string;
}

export interface Email {
  id: number;
  to: EmailAddress[];
  from: EmailSender;
  subject: string;
  cc: string[];
  bcc: string[];
  /** HTML; sanitise before rendering. */
  message: string;
  attachments: EmailAttachment[];
  isStarred: boolean;
  labels: EmailLabel[];
  /** ISO date-time. */
  time: string;
  replies: Email[];
  folder: EmailFolder;
  isRead: boolean;
  isDeleted: boolean;
}

/** Counters beside the mail navigation. */
export interface EmailsMeta {
  /** Unread, not deleted, in the inbox. */
  inbox: number;
  /** Drafts. */
  draft: number;
  /** Unread, not deleted, in spam. */
  spam: number;
  /** Starred, not deleted. */
  star: number;
}

export interface EmailsResponse {
  emails: Email[];
  emailsMeta: EmailsMeta;
}

/** Fields a bulk update may change (README "Records and value sets"). */
export type EmailUpdate = Partial<Pick<Email, 'isStarred' | 'isRead' | 'isDeleted' | 'folder'>>;

/** Body of POST /api/apps/email: either `data` (merged) or `label` (toggled). */
export interface EmailUpdateRequest {
  ids: number | number[];
  data?: EmailUpdate;
  label?: EmailLabel;
}
