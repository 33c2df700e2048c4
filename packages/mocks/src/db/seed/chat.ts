import { avatarPath } from '../../lib/asset-paths.ts';
import { addMinutes } from '../../lib/dates.ts';
import type { Chat, ChatContact, ChatProfileUser, Message } from '../../types/chat.ts';

export const PROFILE_USER_ID = 11;

export function seedProfileUser(): ChatProfileUser {
  return {
    id: PROFILE_USER_ID,
    avatar: avatarPath('John Doe'),
    fullName: 'John Doe',
    role: 'admin',
    about: 'Store manager. Happy to help with orders, returns and anything about the shop.',
    status: 'online',
    settings: { isTwoStepAuthVerificationEnabled: true, isNotificationsOn: false },
  };
}

/** name, job title, status, about. 10: the README "Seed" sample size. */
const CONTACTS: readonly (readonly [string, string, ChatContact['status'], string])[] = [
  [
    'Gavin Griffith',
    'Frontend Developer',
    'offline',
    'Builds the storefront. Loves clean CSS and strong coffee.',
  ],
  [
    'Harriet McBride',
    'UI/UX Designer',
    'busy',
    'Designs the checkout flow; ask her about the new icons.',
  ],
  ['Danny Conner', 'Town Planner', 'busy', 'Coordinates pick-up points across the city.'],
  ['Janie West', 'Data Scientist', 'online', 'Runs the weekly sales forecast.'],
  ['Bryan Murray', 'Dietitian', 'busy', 'Advises on the healthy-snacks range.'],
  [
    'Albert Underwood',
    'Marketing Manager',
    'offline',
    'Plans campaigns and the newsletter calendar.',
  ],
  [
    'Adele Ross',
    'Special Educational Needs Teacher',
    'online',
    'Tests the accessible-shopping guide.',
  ],
  ['Mark Berry', 'Advertising Copywriter', 'away', 'Writes product descriptions and ad copy.'],
  ['Joseph Evans', 'Logistics Officer', 'online', 'Keeps the delivery fleet on schedule.'],
  ['Blake Carter', 'Customer Support Lead', 'away', 'Handles escalations and refunds.'],
];

export function seedContacts(): ChatContact[] {
  return CONTACTS.map(([fullName, role, status, about], index) => ({
    id: index + 1,
    fullName,
    role,
    about,
    avatar: avatarPath(fullName),
    status,
  }));
}

/** [minutes before now, sender is the profile user?, text] */
type Line = readonly [number, boolean, string];

/** The last `unseen` lines are delivered but not yet seen, matching the chat's unseenMsgs. */
function toMessages(now: Date, contactId: number, lines: readonly Line[], unseen = 0): Message[] {
  return lines.map(([minutesAgo, mine, message], index) => ({
    message,
    time: addMinutes(now, -minutesAgo).toISOString(),
    senderId: mine ? PROFILE_USER_ID : contactId,
    feedback: { isSent: true, isDelivered: true, isSeen: index < lines.length - unseen },
  }));
}

/** The 2 sample chats (README "Seed"), timed just before the clock's now. */
export function seedChats(now: Date): Chat[] {
  return [
    {
      id: 1,
      userId: 1,
      unseenMsgs: 0,
      messages: toMessages(now, 1, [
        [1_500, false, 'Hi John, the new product pages are on staging.'],
        [1_495, true, 'Great, I will have a look this afternoon.'],
        [1_490, false, 'The image gallery still needs lazy loading.'],
        [1_420, true, 'Looks good. Can we ship it on Thursday?'],
        [1_410, false, 'Thursday works. I will prepare the release notes.'],
      ]),
    },
    {
      id: 2,
      userId: 2,
      unseenMsgs: 1,
      messages: toMessages(
        now,
        2,
        [
          [180, true, 'Hey Harriet, how is the checkout redesign going?'],
          [176, false, 'Nearly there. I simplified the address step.'],
          [170, true, 'Nice. Any feedback from the usability tests?'],
          [12, false, 'People loved the one-page summary. Sending the report now.'],
        ],
        1,
      ),
    },
  ];
}
