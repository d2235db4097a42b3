import { useEffect, useRef, useState } from "react";
import { hasNativeApp } from "~/lib/bridge";
import { pageHref } from "~/lib/query";
import { useBridge, usePageQuery } from "~/lib/use-page-query";

declare global {
  interface Window {
    /**
     * The native app calls this when the borrower taps back on iOS. It answers true when the page
     * handled the back itself (the retention popup is showing: stay), false when the app may go back.
     */
    onIosBack?: () => boolean;
  }
}

/**
 * The retention popup (spec 001 §4): on the iOS back hook, and in a browser on the back button.
 * `leave` goes where back would have gone: the native app closes its web view, a browser goes back
 * past the page's second entry, or to the recommended products when there is no history.
 */
export function useRetention(retain: boolean) {
  const query = usePageQuery();
  const bridge = useBridge();
  const [retainOpen, setRetainOpen] = useState(false);
  const leaving = useRef(false);

  useEffect(() => {
    if (!retain) {
      window.onIosBack = () => false;
      return () => {
        delete window.onIosBack;
      };
    }
    window.onIosBack = () => {
      setRetainOpen(true);
      return true;
    };
    if (hasNativeApp()) {
      return () => {
        delete window.onIosBack;
      };
    }
    // A browser has no back hook: a second entry for this same page (the router's own state kept)
    // turns the back button into the same prompt.
    window.history.pushState(window.history.state, "");
    const onPop = () => {
      if (leaving.current) return;
      setRetainOpen(true);
      window.history.pushState(window.history.state, "");
    };
    window.addEventListener("popstate", onPop);
    return () => {
      window.removeEventListener("popstate", onPop);
      delete window.onIosBack;
    };
  }, [retain]);

  const leave = () => {
    setRetainOpen(false);
    if (hasNativeApp() || window.__BRIDGE_RECORD__) {
      bridge({ action: "closeWebView" });
      return;
    }
    leaving.current = true;
    if (window.history.length > 2) window.history.go(-2);
    else window.location.assign(pageHref("/stump", query));
  };

  return { retainOpen, stay: () => setRetainOpen(false), leave };
}
