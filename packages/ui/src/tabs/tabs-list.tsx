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

const edges = {
  start: { label: 'tabs.scrollBackward', towards: -1, Icon: IconChevronLeft },
  end: { label: 'tabs.scrollForward', towards: 1, Icon: IconChevronRight },
} as const;

/** The chevron button at one end of the scrolling tabs; hidden while that end is reached. */
function EdgeButton({
  edge,
  enabled,
  scrollBy,
}: {
  edge: keyof typeof edges;
  enabled: boolean;
  scrollBy: (towards: -1 | 1) => void;
}) {
  const { t } = useTranslation('ui');
  const { label, towards, Icon } = edges[edge];
  return (
    <ScrollButton
      type="button"
      tabIndex={-1}
      aria-label={t(label)}
      data-scroll-button={edge}
      data-hidden={!enabled || undefined}
      onClick={() => scrollBy(towards)}
    >
      <Icon size={18} className="at-mirror-rtl" aria-hidden />
    </ScrollButton>
  );
}

/**
 * The row (or column) of tabs. When horizontal tabs overflow, chevron buttons scroll them;
 * the buttons are pointer aids only, since arrow keys already bring each tab into view.
 */
export const TabsList = forwardRef<HTMLDivElement, TabsListProps>(function TabsList(props, ref) {
  const { orientation } = useTabsContext();
  const dir = useDirection();
  const scroller = useRef<HTMLDivElement>(null);
  const horizontal = orientation === 'horizontal';
  const { canScrollStart, canScrollEnd, scrollBy } = useScrollEdges(scroller, dir, horizontal);
  const showButtons = horizontal && (canScrollStart || canScrollEnd);

  return (
    <TabsListFrame data-orientation={orientation}>
      {showButtons && <EdgeButton edge="start" enabled={canScrollStart} scrollBy={scrollBy} />}
      <TabsScroller ref={scroller}>
        <StyledList ref={ref} {...props} />
      </TabsScroller>
      {showButtons && <EdgeButton edge="end" enabled={canScrollEnd} scrollBy={scrollBy} />}
    </TabsListFrame>
  );
});
