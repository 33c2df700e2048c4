import type * as AccordionPrimitive from '@radix-ui/react-accordion';
import { IconChevronDown } from '@tabler/icons-react';
import {
  forwardRef,
  type ComponentPropsWithoutRef,
  type HTMLAttributes,
  type ReactNode,
} from 'react';

import { useDirection } from '../i18n/use-direction.ts';
import {
  AccordionChevron,
  AccordionContent,
  AccordionContentInner,
  AccordionHeader,
  AccordionIcon,
  AccordionItem as StyledItem,
  AccordionRoot,
  AccordionTrigger,
} from './accordion.styles.ts';

type RootProps = ComponentPropsWithoutRef<typeof AccordionPrimitive.Root>;

/** Radix's single/multiple union, plus Atrium's look. */
export type AccordionProps = RootProps & {
  /** Raised panel that follows the skin, or a plain bordered box. */
  variant?: 'default' | 'bordered';
};

const AccordionBase = forwardRef<HTMLDivElement, AccordionProps>(function Accordion(
  { variant = 'default', ...rest },
  ref,
) {
  const dir = useDirection();
  return <AccordionRoot ref={ref} dir={dir} data-variant={variant} {...rest} />;
});

export interface AccordionItemProps extends Omit<
  ComponentPropsWithoutRef<typeof AccordionPrimitive.Item>,
  'title'
> {
  /** Identifies the item in `value` / `defaultValue`. */
  value: string;
  /** The always-visible heading that toggles the item. */
  title: ReactNode;
  /** Icon before the title. */
  icon?: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** The collapsible content. */
  children: ReactNode;
}

const AccordionItem = forwardRef<HTMLDivElement, AccordionItemProps>(function AccordionItem(
  { title, icon, headingLevel = 3, children, ...rest },
  ref,
) {
  return (
    <StyledItem ref={ref} {...rest}>
      <AccordionHeader asChild>
        <HeadingTag level={headingLevel}>
          <AccordionTrigger>
            {icon && <AccordionIcon aria-hidden>{icon}</AccordionIcon>}
            {title}
            <AccordionChevron aria-hidden>
              <IconChevronDown size={18} />
            </AccordionChevron>
          </AccordionTrigger>
        </HeadingTag>
      </AccordionHeader>
      <AccordionContent>
        <AccordionContentInner>{children}</AccordionContentInner>
      </AccordionContent>
    </StyledItem>
  );
});

/** The header's heading element, at the level the page outline needs. */
const HeadingTag = forwardRef<
  HTMLHeadingElement,
  HTMLAttributes<HTMLHeadingElement> & { level: 2 | 3 | 4 | 5 | 6 }
>(function HeadingTag({ level, ...rest }, ref) {
  const Tag = `h${level}` as const;
  return <Tag ref={ref} {...rest} />;
});

/**
 * Expandable sections (Radix accordion): `type="single"` keeps one open (`collapsible` lets it
 * close), `type="multiple"` any number. Up/Down arrows, Home and End move between headers.
 */
export const Accordion = Object.assign(AccordionBase, { Item: AccordionItem });
