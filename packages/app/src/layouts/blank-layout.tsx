import { Outlet } from 'react-router-dom';

/** Auth and misc pages: the screen alone, on the page background. */
export function BlankLayout() {
  return <Outlet />;
}
