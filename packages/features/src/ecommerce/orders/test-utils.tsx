import { useLocation } from 'react-router-dom';

/** Shows the router's location in tests, so they can assert what the URL holds. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}
