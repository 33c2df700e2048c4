export { ShareBar, type ShareBarPart, type ShareBarProps } from './share-bar.tsx';
