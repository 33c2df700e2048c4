import { IconChevronRight, IconDots } from '@tabler/icons-react';
import {
  Children,
  forwardRef,
  useEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';

import { BreadcrumbsItem } from './breadcrumbs-item.tsx';
import {
  BreadcrumbsList,
  BreadcrumbsListItem,
  EllipsisButton,
  Separator,
} from './breadcrumbs.styles.ts';

export interface BreadcrumbsProps extends HTMLAttributes<HTMLElement> {
  /** Most crumbs to show before the middle ones collapse into a "…" button. */
  maxItems?: number;
  /** Crumbs kept at the start when collapsed. */
  itemsBeforeCollapse?: number;
  /** Crumbs kept at the end when collapsed. */
  itemsAfterCollapse?: number;
  /** Between crumbs; the default chevron turns around in right-to-left pages. */
  separator?: ReactNode;
  /** `Breadcrumbs.Item` elements, from the root to the current page. */
  children?: ReactNode;
}

const defaultSeparator = <IconChevronRight size={16} className="at-mirror-rtl" />;

const BreadcrumbsBase = forwardRef<HTMLElement, BreadcrumbsProps>(function Breadcrumbs(
  {
    maxItems = 8,
    itemsBeforeCollapse = 1,
    itemsAfterCollapse = 1,
    separator = defaultSeparator,
    children,
    'aria-label': ariaLabel,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation('ui');
  const [expanded, setExpanded] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);
  const focusAfterExpand = useRef(false);
  const items = Children.toArray(children);
  const collapse =
    !expanded && items.length > maxItems && itemsBeforeCollapse + itemsAfterCollapse < items.length;

  useEffect(() => {
    if (!expanded || !focusAfterExpand.current) return;
    focusAfterExpand.current = false;
    // Keyboard users continue from the first crumb that was hidden, not from the page top.
    const revealed = listRef.current?.children[itemsBeforeCollapse];
    revealed?.querySelector<HTMLElement>('a, button, [tabindex]')?.focus();
  }, [expanded, itemsBeforeCollapse]);

  const shown: ReactNode[] = collapse
    ? [
        ...items.slice(0, itemsBeforeCollapse),
        <EllipsisButton
          key="ellipsis"
          type="button"
          aria-label={t('breadcrumbs.showMore')}
          onClick={() => {
            focusAfterExpand.current = true;
            setExpanded(true);
          }}
        >
          <IconDots size={16} aria-hidden />
        </EllipsisButton>,
        ...items.slice(items.length - itemsAfterCollapse),
      ]
    : items;

  return (
    <nav ref={ref} aria-label={ariaLabel ?? t('breadcrumbs.label')} {...rest}>
      <BreadcrumbsList ref={listRef}>
        {shown.map((item, i) => (
          <BreadcrumbsListItem key={i}>
            {i > 0 && <Separator aria-hidden>{separator}</Separator>}
            {item}
          </BreadcrumbsListItem>
        ))}
      </BreadcrumbsList>
    </nav>
  );
});

/** The trail from the root to the current page, in a labelled navigation landmark. */
export const Breadcrumbs = Object.assign(BreadcrumbsBase, { Item: BreadcrumbsItem });
