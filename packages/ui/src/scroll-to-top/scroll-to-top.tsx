import { IconArrowUp } from '@tabler/icons-react';
import { forwardRef, useEffect, useState, type ButtonHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

import { FloatingButton } from './scroll-to-top.styles.ts';

/** The button shows once the page is scrolled down more than 200 px. */
export const scrollToTopThreshold = 200;

export interface ScrollToTopProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children'
> {
  /** Scroll distance (px) past which the button appears. */
  threshold?: number;
}

/** A floating button that brings the page back to the top; hidden (and out of the tab order) near the top. */
export const ScrollToTop = forwardRef<HTMLButtonElement, ScrollToTopProps>(function ScrollToTop(
  { threshold = scrollToTopThreshold, onClick, ...rest },
  ref,
) {
  const { t } = useTranslation('ui');
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > threshold);
    // Read in the next frame, not now: right after the first mount the page has no layout yet,
    // and reading the scroll position would force one in the middle of the first screen's work.
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);

  return (
    <FloatingButton
      ref={ref}
      type="button"
      aria-label={t('scrollToTop.label')}
      data-visible={visible}
      aria-hidden={!visible}
      tabIndex={visible ? 0 : -1}
      onClick={(event) => {
        window.scrollTo({ top: 0, behavior: 'smooth' });
        onClick?.(event);
      }}
      {...rest}
    >
      <IconArrowUp size={20} aria-hidden />
    </FloatingButton>
  );
});
