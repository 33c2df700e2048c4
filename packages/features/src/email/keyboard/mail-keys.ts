/** What a key does in Mail (web mail's usual keys). */
export type MailKeyAction =
  | 'compose'
  | 'search'
  | 'next'
  | 'previous'
  | 'open'
  | 'back'
  | 'star'
  | 'delete'
  | 'move'
  | 'help';

/** The keys, in the order the help lists them; the one table both the handler and help read. */
export const MAIL_KEYS: readonly { keys: readonly string[]; action: MailKeyAction }[] = [
  { keys: ['c'], action: 'compose' },
  { keys: ['/'], action: 'search' },
  { keys: ['j'], action: 'next' },
  { keys: ['k'], action: 'previous' },
  { keys: ['Enter', 'o'], action: 'open' },
  { keys: ['u'], action: 'back' },
  { keys: ['s'], action: 'star' },
  { keys: ['#'], action: 'delete' },
  { keys: ['e'], action: 'move' },
  { keys: ['?'], action: 'help' },
];

const ACTION_OF = new Map(
  MAIL_KEYS.flatMap(({ keys, action }) => keys.map((key) => [key, action] as const)),
);

/** Where a key belongs to what has focus: a field, an editor, a dialog, a menu. */
function typingOrOverlay(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]'))
    return true;
  return target.closest('[role="dialog"], [role="menu"], [role="listbox"]') !== null;
}

/**
 * The action a key press asks for, or null: never while typing in a field or working in a
 * dialog or menu, and never with Ctrl, Alt or Meta (the browser's and the system's).
 */
export function mailKeyAction(
  event: Pick<
    KeyboardEvent,
    'key' | 'ctrlKey' | 'altKey' | 'metaKey' | 'target' | 'defaultPrevented'
  >,
): MailKeyAction | null {
  if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey) return null;
  if (typingOrOverlay(event.target)) return null;
  // A focused row's own button opens it on Enter; the help lists Enter beside `o` for that.
  if (event.key === 'Enter') return null;
  return ACTION_OF.get(event.key) ?? null;
}
