export { TextLink } from './text-link.tsx';
