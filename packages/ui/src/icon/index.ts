export { Icon, iconSizes, type IconProps, type IconSize } from './icon.tsx';
