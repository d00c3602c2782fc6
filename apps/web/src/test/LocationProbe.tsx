import { useLocation } from 'react-router';

/** Shows the current path and query string, so a test can assert on the URL. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}
