import { forwardRef, useCallback, useEffect, useRef, useState, type HTMLAttributes } from 'react';

import { DialogBody as StyledBody } from './dialog.styles.ts';

export type DialogBodyProps = HTMLAttributes<HTMLDivElement>;

/**
 * The scrolling middle of a dialog. When its content overflows it becomes focusable, so keyboard
 * users can scroll it even when it holds no control.
 */
export const DialogBody = forwardRef<HTMLDivElement, DialogBodyProps>(
  function DialogBody(props, forwardedRef) {
    const node = useRef<HTMLDivElement | null>(null);
    const [scrollable, setScrollable] = useState(false);
    const ref = useCallback(
      (element: HTMLDivElement | null) => {
        node.current = element;
        if (typeof forwardedRef === 'function') forwardedRef(element);
        else if (forwardedRef) forwardedRef.current = element;
      },
      [forwardedRef],
    );
    useEffect(() => {
      const element = node.current;
      if (!element || typeof ResizeObserver === 'undefined') return;
      const measure = () => setScrollable(element.scrollHeight > element.clientHeight + 1);
      measure();
      const observer = new ResizeObserver(measure);
      observer.observe(element);
      return () => observer.disconnect();
    }, []);
    return (
      <StyledBody
        ref={ref}
        data-scrollable={scrollable || undefined}
        tabIndex={scrollable ? 0 : undefined}
        {...props}
      />
    );
  },
);
