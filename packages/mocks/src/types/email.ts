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

/** An attachment as the composer sends it; the fake API adds the link and icon it lacks. */
export interface ComposedAttachment {
  fileName: string;
  /** e.g. `240kb` */
  size: string;
  url?: string;
  thumbnail?: string;
}

/**
 * Body of POST /api/apps/email/send and PUT /api/apps/email/draft (extension, README "Mail
 * extensions"). `message` is HTML, stored as given: rendering it safely is the client's job.
 */
export interface ComposedEmail {
  to: EmailAddress[];
  cc?: EmailAddress[];
  bcc?: EmailAddress[];
  subject?: string;
  message?: string;
  attachments?: ComposedAttachment[];
}

/** A draft to save: `id` updates that draft, none creates one. */
export interface EmailDraftRequest extends Partial<ComposedEmail> {
  id?: number;
}

/** Sending a saved draft names it, so it leaves the Drafts folder as it goes to Sent. */
export interface EmailSendRequest extends ComposedEmail {
  draftId?: number;
}
