export { NavMenu, type NavMenuProps } from './nav-menu.tsx';
export {
  containsActive,
  filterNav,
  renderAnchor,
  type NavBadge,
  type NavEntry,
  type NavIcon,
  type NavLinkRenderProps,
  type RenderNavLink,
} from './nav-entry.tsx';
export { HorizontalNav, type HorizontalNavProps } from './horizontal-nav.tsx';
