export { Flag } from './flag.tsx';
