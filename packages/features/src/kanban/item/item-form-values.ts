import type { TFunction } from 'i18next';
import { z } from 'zod';

import type { KanbanItem, KanbanMember } from '@atrium/mocks/types';

import type { KanbanItemChange } from '../api/kanban-board.ts';

/** What the item drawer edits. `comment` is a new comment; `files` the attachments added now. */
export interface ItemFormValues {
  title: string;
  /** 'YYYY-MM-DD', or '' for none. */
  dueDate: string;
  labels: string[];
  /** Members by name (names are unique in the team). */
  members: string[];
  comment: string;
  files: File[];
}

/** The fake API's caps (packages/mocks/src/domains/kanban.ts, updateItem). */
export const ITEM_LIMITS = { title: 200, comment: 5_000 } as const;

/** Client checks, with messages in the language of the moment. Values come back trimmed. */
export function itemSchema(t: TFunction<'kanban'>) {
  const tooLong = (max: number) => t('item.form.errors.tooLong', { max });
  return z.object({
    title: z
      .string()
      .trim()
      .min(1, t('item.form.errors.titleRequired'))
      .max(ITEM_LIMITS.title, tooLong(ITEM_LIMITS.title)),
    dueDate: z.string(),
    labels: z.array(z.string()),
    members: z.array(z.string()),
    comment: z.string().trim().max(ITEM_LIMITS.comment, tooLong(ITEM_LIMITS.comment)),
    files: z.array(z.custom<File>((file) => file instanceof File)),
  }) satisfies z.ZodType<ItemFormValues>;
}

/** The form's starting values for an item. */
export const valuesOf = (item: KanbanItem): ItemFormValues => ({
  title: item.title,
  dueDate: item.dueDate.slice(0, 10),
  labels: [...item.labels],
  members: item.members.map((m) => m.name),
  comment: '',
  files: [],
});

/**
 * The `PUT /item/update` body for the saved values. Members are taken from the team by name (an
 * item's own member record when the team does not list them); the kept files add to the saved
 * attachment count; a new comment becomes the latest and counts one more.
 */
export function changeOf(
  item: KanbanItem,
  values: ItemFormValues,
  team: readonly KanbanMember[],
): KanbanItemChange {
  const people = new Map([...item.members, ...team].map((m) => [m.name, m]));
  const comment = values.comment.trim();
  return {
    id: item.id,
    title: values.title.trim(),
    dueDate: values.dueDate,
    labels: values.labels,
    members: values.members.flatMap((name) => {
      const person = people.get(name);
      return person ? [{ name: person.name, img: person.img }] : [];
    }),
    attachments: item.attachments + values.files.length,
    ...(comment ? { comments: comment, commentsCount: item.commentsCount + 1 } : {}),
  };
}

/** Where a field the server refused lands in the form. */
export const FIELD_OF_SERVER: Partial<Record<string, keyof ItemFormValues>> = {
  title: 'title',
  dueDate: 'dueDate',
  labels: 'labels',
  members: 'members',
  comments: 'comment',
  commentsCount: 'comment',
  attachments: 'files',
};
