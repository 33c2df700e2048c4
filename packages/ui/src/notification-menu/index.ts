export {
  NotificationMenu,
  type NotificationMenuItem,
  type NotificationMenuLabels,
  type NotificationMenuProps,
} from './notification-menu.tsx';
