import type { KanbanItem, KanbanMember } from '@atrium/mocks/types';

const sameList = <T>(a: readonly T[], b: readonly T[], same: (x: T, y: T) => boolean) =>
  a.length === b.length && a.every((x, i) => same(x, b[i] as T));

const sameMember = (a: KanbanMember, b: KanbanMember) => a.name === b.name && a.img === b.img;

/** Whether two items show the same: every field the card draws, compared by value. */
export function sameItem(a: KanbanItem, b: KanbanItem): boolean {
  return (
    a === b ||
    (a.id === b.id &&
      a.title === b.title &&
      a.dueDate === b.dueDate &&
      a.comments === b.comments &&
      a.attachments === b.attachments &&
      a.commentsCount === b.commentsCount &&
      a.image === b.image &&
      sameList(a.labels, b.labels, (x, y) => x === y) &&
      sameList(a.members, b.members, sameMember))
  );
}
