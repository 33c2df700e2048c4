export interface KanbanBoard {
  id: number;
  title: string;
  itemsIds: number[];
}

export interface KanbanMember {
  img: string;
  name: string;
}

export interface KanbanItem {
  id: number;
  title: string;
  /** ISO date, or '' when none. */
  dueDate: string;
  labels: string[];
  members: KanbanMember[];
  /** Latest comment text, or ''. */
  comments: string;
  /** Number of attachments. */
  attachments: number;
  commentsCount: number;
  /** Cover image path, or ''. */
  image: string;
}

export interface KanbanData {
  boards: KanbanBoard[];
  items: KanbanItem[];
}
