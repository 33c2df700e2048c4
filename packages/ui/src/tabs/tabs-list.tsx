import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { forwardRef, useRef, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';

import { useDirection } from '../i18n/use-direction.ts';
import { useTabsContext } from './tabs-context.ts';
import {
  ScrollButton,
  TabsListFrame,
  TabsScroller,
  TabsList as StyledList,
} from './tabs.styles.ts';
import { useScrollEdges } from './use-scroll-edges.ts';

export interface TabsListProps extends ComponentPropsWithoutRef<typeof StyledList> {
  /** Names the group of tabs for screen readers, e.g. "Order sections". */
  'aria-label'?: string;
}

/**
 * The row (or column) of tabs. When horizontal tabs overflow, chevron buttons scroll them;
 * the buttons are pointer aids only, since arrow keys already bring each tab into view.
 */
export const TabsList = forwardRef<HTMLDivElement, TabsListProps>(function TabsList(props, ref) {
  const { t } = useTranslation('ui');
  const { orientation } = useTabsContext();
  const dir = useDirection();
  const scroller = useRef<HTMLDivElement>(null);
  const horizontal = orientation === 'horizontal';
  const { canScrollStart, canScrollEnd, scrollBy } = useScrollEdges(scroller, dir, horizontal);
  const showButtons = horizontal && (canScrollStart || canScrollEnd);

  return (
    <TabsListFrame data-orientation={orientation}>
      {showButtons && (
        <ScrollButton
          type="button"
          tabIndex={-1}
          aria-label={t('tabs.scrollBackward')}
          data-scroll-button="start"
          data-hidden={!canScrollStart || undefined}
          onClick={() => scrollBy(-1)}
        >
          <IconChevronLeft size={18} className="at-mirror-rtl" aria-hidden />
        </ScrollButton>
      )}
      <TabsScroller ref={scroller}>
        <StyledList ref={ref} {...props} />
      </TabsScroller>
      {showButtons && (
        <ScrollButton
          type="button"
          tabIndex={-1}
          aria-label={t('tabs.scrollForward')}
          data-scroll-button="end"
          data-hidden={!canScrollEnd || undefined}
          onClick={() => scrollBy(1)}
        >
          <IconChevronRight size={18} className="at-mirror-rtl" aria-hidden />
        </ScrollButton>
      )}
    </TabsListFrame>
  );
});
