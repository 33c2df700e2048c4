export { Accordion, type AccordionItemProps, type AccordionProps } from './accordion.tsx';
