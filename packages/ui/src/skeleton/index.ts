export {
  Skeleton,
  type SkeletonGroupProps,
  type SkeletonProps,
  type SkeletonVariant,
} from './skeleton.tsx';
