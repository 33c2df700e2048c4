import { splitProps } from './split-props.ts';

/** The open state every overlay takes (dialog, drawer, menu, popover, tooltip), Radix's names. */
export interface OpenStateProps {
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called with the new open state (Radix signature, so it plugs into `useState`). */
  onOpenChange?: (open: boolean) => void;
}

/**
 * Splits an overlay's props into those of its Radix root (the open state and `extra`: a modal's
 * trigger, a menu's modality) and the rest, for its content.
 */
export const splitRootProps = <P extends OpenStateProps, K extends keyof P>(props: P, extra: K) =>
  splitProps(props, ['open', 'defaultOpen', 'onOpenChange', extra]);
