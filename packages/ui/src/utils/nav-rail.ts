/**
 * An icon rail (a collapsed sidebar) that is neither hovered nor focused: only icons show. The
 * shell or NavMenu sets `data-nav-rail`; hover or focus widens the rail and shows everything.
 */
export const collapsedRail = "[data-nav-rail='true']:not(:hover):not(:focus-within)";
