import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Scrolls to the top when the path changes; a change of the query alone keeps the scroll. */
export function useScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}
