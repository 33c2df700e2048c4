import { avatarPath, illustrationPath } from '../../lib/asset-paths.ts';
import { addDays, isoDate } from '../../lib/dates.ts';
import type { KanbanData, KanbanItem } from '../../types/kanban.ts';

const member = (name: string) => ({ name, img: avatarPath(name) });

/** [title, due in days, labels, members, comment, attachments, comments, has image] */
const ITEMS: readonly (readonly [
  string,
  number,
  string[],
  string[],
  string,
  number,
  number,
  boolean,
])[] = [
  [
    'Research FAQ page UX',
    4,
    ['UX'],
    ['Harriet McBride', 'Gavin Griffith'],
    'Collect the top 20 support questions first.',
    4,
    12,
    false,
  ],
  [
    'Review JavaScript code',
    6,
    ['Code Review'],
    ['Gavin Griffith', 'Janie West'],
    'Focus on the cart reducer.',
    2,
    8,
    false,
  ],
  [
    'Review completed Apps',
    9,
    ['Dashboard'],
    ['Danny Conner'],
    'Check the store settings screens.',
    8,
    17,
    false,
  ],
  [
    'Find new images for pages',
    11,
    ['Images'],
    ['Mark Berry', 'Harriet McBride', 'Adele Ross'],
    'Home Decor needs lifestyle shots.',
    10,
    18,
    true,
  ],
  ['Forms & tables section', 14, ['App'], ['Janie West', 'Bryan Murray'], '', 1, 4, false],
  [
    'Complete charts & maps',
    3,
    ['Charts & Maps'],
    ['Albert Underwood'],
    'Sales map should group by region.',
    1,
    10,
    false,
  ],
  [
    'Checkout flow usability test',
    -2,
    ['UX'],
    ['Harriet McBride'],
    'Five sessions booked.',
    3,
    6,
    true,
  ],
  [
    'Fix order export encoding',
    -5,
    ['Code Review'],
    ['Gavin Griffith'],
    'CSV export breaks on accented names.',
    0,
    3,
    false,
  ],
];

/**
 * The sample boards In Progress, In Review and Done (README "Seed") with tasks due around today.
 */
export function seedKanban(now: Date): KanbanData {
  const items: KanbanItem[] = ITEMS.map(
    ([title, dueIn, labels, members, comments, attachments, commentsCount, hasImage], i) => ({
      id: i + 1,
      title,
      dueDate: isoDate(addDays(now, dueIn)),
      labels,
      members: members.map(member),
      comments,
      attachments,
      commentsCount,
      image: hasImage ? illustrationPath(`kanban-${title}`) : '',
    }),
  );
  return {
    boards: [
      { id: 1, title: 'In Progress', itemsIds: [1, 2] },
      { id: 2, title: 'In Review', itemsIds: [3, 4, 5] },
      { id: 3, title: 'Done', itemsIds: [6, 7, 8] },
    ],
    items,
  };
}
