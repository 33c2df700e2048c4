import type { EmailFolder, EmailLabel } from '../../types/email.ts';

/** Who the signed-in mailbox belongs to. */
export const MAILBOX_OWNER = { name: 'John Doe', email: 'john.doe@atrium.shop' } as const;

export interface EmailText {
  from: string;
  email: string;
  subject: string;
  folder: EmailFolder;
  labels: EmailLabel[];
  paragraphs: string[];
  /** Attachment file names with sizes. */
  files?: [string, string][];
  starred?: boolean;
  read?: boolean;
  deleted?: boolean;
  /** Hours before the clock's now. */
  hoursAgo: number;
  /** A reply from the owner, quoted under the message. */
  reply?: string;
}

/** ~30 messages across folders; sent and draft ones come from the owner. */
// Data table: one message per line reads as a table.
// prettier-ignore
export const EMAIL_TEXTS: readonly EmailText[] = [
  { from: 'Chris Ellison', email: 'chris@northwind.example', subject: 'Bulk order for the spring catalogue', folder: 'inbox', labels: ['company', 'important'], hoursAgo: 1, paragraphs: ['Hi John,', 'We would like to place a bulk order of 120 Canvas Leather Backpacks for our spring catalogue. Could you confirm availability and a delivery date?', 'Best regards,<br>Chris'], files: [['purchase-order.pdf', '1.2mb']], starred: true },
  { from: 'Sofia Ramirez', email: 'sofia.ramirez@gmail.com', subject: 'Question about my return', folder: 'inbox', labels: ['personal'], hoursAgo: 3, paragraphs: ['Hello,', 'I sent back the Trail Runner GTX last week (order #5437). Can you tell me when the refund will be processed?', 'Thanks,<br>Sofia'] },
  { from: 'Payments Team', email: 'payments@atrium.shop', subject: 'Weekly payout summary', folder: 'inbox', labels: ['company'], hoursAgo: 6, read: true, paragraphs: ['Your weekly payout of <strong>$18,420.55</strong> has been sent to the account ending 4421.', 'The detailed report is attached.'], files: [['payout-report.csv', '240kb']] },
  { from: 'Maya Chen', email: 'maya@brightline.example', subject: 'New product photography', folder: 'inbox', labels: ['company'], hoursAgo: 11, paragraphs: ['Hi John,', 'The photos for the Home Decor range are ready. I have attached a preview sheet; full-resolution files are on the shared drive.', 'Maya'], files: [['preview-sheet.png', '4mb'], ['shot-list.docx', '85kb']], starred: true },
  { from: 'Daniel Okafor', email: 'daniel.okafor@outlook.com', subject: 'Damaged parcel', folder: 'inbox', labels: ['important'], hoursAgo: 20, paragraphs: ['Hi,', 'My Ceramic Vase Trio arrived with one vase broken. I have attached photos. I received it yesterday, so I believe I am within the 48-hour window.', 'Daniel'], files: [['photo-1.jpg', '2.1mb']] },
  { from: 'Helen Park', email: 'helen.park@lumenhealth.example', subject: 'Partnership proposal', folder: 'inbox', labels: ['company'], hoursAgo: 27, read: true, paragraphs: ['Dear John,', 'Lumen Health would like to offer our staff a discount on your office range. Would you have time for a call next week?', 'Kind regards,<br>Helen Park'], reply: 'Hi Helen, happy to talk. Tuesday at 10:00 works for me.' },
  { from: 'Ravi Patel', email: 'ravi.patel@kite.example', subject: 'API access for inventory sync', folder: 'inbox', labels: ['private'], hoursAgo: 34, read: true, paragraphs: ['Hi John,', 'We are ready to connect our warehouse system. Please share the API credentials through the secure portal, not by email.', 'Ravi'] },
  { from: 'Grace Lindqvist', email: 'grace.l@proton.me', subject: 'Thank you!', folder: 'inbox', labels: ['personal'], hoursAgo: 40, read: true, starred: true, paragraphs: ['Just wanted to say the customer service team was wonderful. My replacement arrived in two days.'] },
  { from: 'Atrium Security', email: 'security@atrium.shop', subject: 'New sign-in from Chrome on Windows', folder: 'inbox', labels: ['important', 'private'], hoursAgo: 52, read: true, paragraphs: ['We noticed a new sign-in to your account.', 'If this was you, you can ignore this message. Otherwise please reset your password.'] },
  { from: 'Leila Haddad', email: 'leila@orchiddesign.example', subject: 'Invoice #5012 reminder', folder: 'inbox', labels: ['company'], hoursAgo: 60, paragraphs: ['Hello John,', 'A friendly reminder that invoice #5012 is due on Friday. Let me know if you need another copy.', 'Leila'], files: [['invoice-5012.pdf', '310kb']] },
  { from: 'Tomas Silva', email: 'tomas.silva@gmail.com', subject: 'Scheduled delivery cost', folder: 'inbox', labels: [], hoursAgo: 75, read: true, paragraphs: ['Hi,', 'Is the scheduled delivery $69 or $99 to postcode 94107? The checkout shows both.', 'Thanks'] },
  { from: 'Warehouse Ops', email: 'ops@redwood.example', subject: 'Stock count completed', folder: 'inbox', labels: ['company'], hoursAgo: 96, read: true, paragraphs: ['The quarterly stock count is complete. Three SKUs need adjusting; details attached.'], files: [['stock-count.xlsx', '98kb']] },
  { from: 'Emma Rossi', email: 'emma.rossi@icloud.com', subject: 'Gift wrapping available?', folder: 'inbox', labels: ['personal'], hoursAgo: 120, read: true, paragraphs: ['Do you offer gift wrapping for the Chrono Steel Watch? It is for an anniversary.'] },
  { from: 'Kenji Nakamura', email: 'kenji@fablegames.example', subject: 'Pre-order window for Starfall Adventure', folder: 'inbox', labels: ['company', 'important'], hoursAgo: 150, paragraphs: ['Hi John,', 'The pre-order window opens on the 1st. We can supply 400 units in the first wave.', 'Kenji'] },
  { from: 'Amara Evans', email: 'amara.evans@yahoo.com', subject: 'Newsletter unsubscribe', folder: 'inbox', labels: [], hoursAgo: 200, read: true, deleted: true, paragraphs: ['Please remove me from the newsletter.'] },
  { from: 'Lucky Winner Dept.', email: 'prize@win-big.example', subject: 'You have won a $1,000 gift card!!!', folder: 'spam', labels: [], hoursAgo: 8, paragraphs: ['Click here to claim your prize before midnight.'] },
  { from: 'SEO Experts', email: 'rank@seo-fast.example', subject: 'Get to #1 on search engines in 7 days', folder: 'spam', labels: [], hoursAgo: 30, read: true, paragraphs: ['Guaranteed results or your money back.'] },
  { from: 'Crypto Desk', email: 'desk@coins.example', subject: 'Invest now, double your money', folder: 'spam', labels: [], hoursAgo: 90, paragraphs: ['Limited spots available.'] },
  { from: 'Package Notice', email: 'notice@parcel-track.example', subject: 'Your parcel is on hold', folder: 'spam', labels: [], hoursAgo: 130, deleted: true, paragraphs: ['Pay a small fee to release your parcel.'] },
  { from: MAILBOX_OWNER.name, email: MAILBOX_OWNER.email, subject: 'Re: Bulk order for the spring catalogue', folder: 'sent', labels: ['company'], hoursAgo: 0.5, read: true, paragraphs: ['Hi Chris,', 'We have 140 in stock, so 120 is no problem. Delivery within five working days.', 'John'] },
  { from: MAILBOX_OWNER.name, email: MAILBOX_OWNER.email, subject: 'Refund processed', folder: 'sent', labels: ['personal'], hoursAgo: 2, read: true, paragraphs: ['Hi Sofia,', 'Your refund was processed today and should reach your card within 3-5 days.', 'John'] },
  { from: MAILBOX_OWNER.name, email: MAILBOX_OWNER.email, subject: 'Replacement on its way', folder: 'sent', labels: ['important'], hoursAgo: 18, read: true, paragraphs: ['Hi Daniel,', 'Sorry about the broken vase. A replacement set ships tomorrow, no need to return the damaged one.', 'John'] },
  { from: MAILBOX_OWNER.name, email: MAILBOX_OWNER.email, subject: 'Photography invoice approved', folder: 'sent', labels: ['company'], hoursAgo: 44, read: true, starred: true, paragraphs: ['Hi Maya, approved and forwarded to accounts. Thank you!'] },
  { from: MAILBOX_OWNER.name, email: MAILBOX_OWNER.email, subject: 'Team offsite agenda', folder: 'sent', labels: ['company', 'private'], hoursAgo: 110, read: true, paragraphs: ['Hi all,', 'Attached is the agenda for the offsite. Please add your topics by Wednesday.'], files: [['offsite-agenda.pdf', '420kb']] },
  { from: MAILBOX_OWNER.name, email: MAILBOX_OWNER.email, subject: 'Holiday opening hours', folder: 'draft', labels: ['company'], hoursAgo: 4, read: true, paragraphs: ['Dear customers,', 'Over the holidays our support team is available from 9:00 to 15:00.'] },
  { from: MAILBOX_OWNER.name, email: MAILBOX_OWNER.email, subject: 'Supplier contract renewal', folder: 'draft', labels: ['important', 'private'], hoursAgo: 26, read: true, paragraphs: ['Hi Kenji,', 'Before we renew, could we review the minimum order quantities?'] },
  { from: MAILBOX_OWNER.name, email: MAILBOX_OWNER.email, subject: 'Ideas for the loyalty programme', folder: 'draft', labels: ['personal'], hoursAgo: 70, read: true, paragraphs: ['Points per order, a birthday voucher, free parcel delivery for members...'] },
  { from: 'Olivia Brown', email: 'olivia.brown@fastmail.com', subject: 'Order cancellation', folder: 'inbox', labels: ['important'], hoursAgo: 14, paragraphs: ['Hi,', 'I would like to cancel my scheduled delivery for next Monday. That is more than 72 hours away, so I hope it is still possible.', 'Olivia'] },
  { from: 'Arjun Mehta', email: 'arjun@vertex.example', subject: 'Robotics kit for the office', folder: 'inbox', labels: ['company'], hoursAgo: 250, read: true, deleted: true, paragraphs: ['Could you quote 10 robotics kits for our office?'] },
  { from: 'Nora King', email: 'nora.king@gmail.com', subject: 'Loved the candles', folder: 'inbox', labels: ['personal'], hoursAgo: 300, read: true, starred: true, paragraphs: ['The fig and cedar candle is my new favourite. Will you stock a winter scent?'] },
];
