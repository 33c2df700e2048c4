export { Avatar, type AvatarProps } from './avatar.tsx';
export { AvatarGroup, type AvatarGroupProps } from './avatar-group.tsx';
export type { AvatarSize, AvatarStatus } from './avatar.styles.ts';
export { initialsOf } from './initials.ts';
