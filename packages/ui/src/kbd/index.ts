export { Kbd, type KbdProps } from './kbd.tsx';
