import type { StoryContext } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

/** The roles of the ui package's overlays (Dialog, Drawer, Popover, ConfirmDialog, Menu, Tooltip). */
export type OverlayRole = 'dialog' | 'alertdialog' | 'menu' | 'tooltip';

/** Controls for where a floating overlay sits beside its trigger. */
export const placementArgTypes = {
  side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] },
  align: { control: 'inline-radio', options: ['start', 'center', 'end'] },
} as const;

/** What a play function gets and the overlay helpers read. */
export interface OverlayPlayContext {
  args: object;
  canvas: StoryContext['canvas'];
  canvasElement: HTMLElement;
}

/** Queries on the whole document: overlays render in a portal, outside the story's canvas. */
export const page = (element: HTMLElement) => within(element.ownerDocument.body);

/** Waits until no element with the overlay's role is left in the document. */
export const expectClosed = (canvasElement: HTMLElement, role: OverlayRole) =>
  waitFor(() => expect(page(canvasElement).queryByRole(role)).toBeNull());

/** Escape closes the overlay; focus goes back to `returnTo` when it is given. */
export async function expectEscapeCloses(
  canvasElement: HTMLElement,
  role: OverlayRole,
  returnTo?: HTMLElement,
) {
  await userEvent.keyboard('{Escape}');
  await expectClosed(canvasElement, role);
  if (returnTo !== undefined) await expect(returnTo).toHaveFocus();
}

export interface OverlayTarget {
  /** The accessible name of the button that opens the overlay. */
  trigger: string;
  role: OverlayRole;
  /** The overlay's accessible name, when the story checks it. */
  name?: string;
  /** How a person opens it; a click by default. */
  open?: (trigger: HTMLElement) => Promise<void>;
}

/** Opens the overlay with its trigger and finds it in the document. */
export async function openOverlay(
  { canvas, canvasElement }: Pick<OverlayPlayContext, 'canvas' | 'canvasElement'>,
  { trigger: triggerName, role, name, open = (element) => userEvent.click(element) }: OverlayTarget,
) {
  const trigger = canvas.getByRole('button', { name: triggerName });
  await open(trigger);
  const overlay = await page(canvasElement).findByRole(role, name === undefined ? {} : { name });
  return { trigger, overlay };
}

export interface OverlayPlay extends OverlayTarget {
  /** The overlay's accessible description. */
  description?: string | RegExp;
  /** The story's `onOpenChange` spy is told the overlay opened. */
  reportsOpen?: boolean;
  /** The component's own checks while the overlay is open. */
  whileOpen?: (
    overlay: HTMLElement,
    context: OverlayPlayContext & { trigger: HTMLElement },
  ) => Promise<void>;
  /** Escape gives focus back to the trigger (not for a tooltip opened by hovering). */
  focusReturns?: boolean;
}

/**
 * Play: open the overlay with its trigger, find it by role (and name), check what the story
 * names, then Escape closes it and focus returns to the trigger.
 */
export const playOverlay =
  ({ description, reportsOpen = false, whileOpen, focusReturns = true, ...target }: OverlayPlay) =>
  async (context: OverlayPlayContext) => {
    const { trigger, overlay } = await openOverlay(context, target);
    if (description !== undefined) await expect(overlay).toHaveAccessibleDescription(description);
    if (reportsOpen) {
      const { onOpenChange } = context.args as { onOpenChange?: unknown };
      await expect(onOpenChange).toHaveBeenLastCalledWith(true);
    }
    await whileOpen?.(overlay, { ...context, trigger });
    await expectEscapeCloses(
      context.canvasElement,
      target.role,
      focusReturns ? trigger : undefined,
    );
  };

/**
 * Play: open the overlay, then its close button, the last button inside it (its name is
 * translated, so it is found by position), closes it.
 */
export const playCloseButton = (target: OverlayTarget) => async (context: OverlayPlayContext) => {
  const { overlay } = await openOverlay(context, target);
  const buttons = within(overlay).getAllByRole('button');
  await userEvent.click(buttons[buttons.length - 1] as HTMLElement);
  await expectClosed(context.canvasElement, target.role);
};
