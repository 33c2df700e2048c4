export { Timeline, type TimelineItemProps, type TimelineProps } from './timeline.tsx';
