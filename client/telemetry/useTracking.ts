import { useLocation } from "@tanstack/react-router";
import { useEffect } from "react";
import { startTracking, stopTracking, trackPageView } from "./tracker";

/** In the root layout: starts the tracker once and records a page view on every navigation. */
export function useTracking(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    startTracking();
    return stopTracking;
  }, []);
  useEffect(() => {
    trackPageView(pathname);
  }, [pathname]);
}
