import * as React from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * Starts each newly visited page at its top, or at its #fragment. Back and forward keep the browser's
 * own position. Used instead of a scroll-restoration script, which would write to session storage.
 */
export function useScrollToTop(): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  React.useEffect(() => {
    if (navigationType === "POP") return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
}
