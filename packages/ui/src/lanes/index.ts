export {
  Lanes,
  type LaneItemProps,
  type LaneListProps,
  type LaneProps,
  type LanesProps,
} from './lanes.tsx';
