/** react-dnd item types: a card goes into lists, a board between boards. */
export const CARD = 'kanban-card';
export const BOARD = 'kanban-board';

/** What a drag carries: the id of the card or board. */
export interface Dragged {
  id: number;
}

/** The page's handlers every board gets, one stable object so the memoised boards keep still. */
export interface BoardActions {
  onOpenCard: (itemId: number) => void;
  onCardKeyDown: (event: React.KeyboardEvent, itemId: number) => void;
  onBoardKeyDown: (event: React.KeyboardEvent, boardId: number) => void;
  /** A card dropped before the card at `insertAt` of board `boardId` (the length: at the end). */
  onCardDrop: (itemId: number, boardId: number, insertAt: number) => void;
  /** A board dropped onto the place of the board at `index`. */
  onBoardDrop: (boardId: number, index: number) => void;
  /** The other board already called `title`, if any (the one-title-per-board rule). */
  titleTaken: (title: string, exceptId?: number) => string | undefined;
  /** Ids of the hidden texts that tell how to move a card and a board from the keyboard. */
  cardHelpId: string;
  boardHelpId: string;
}
