import { type RefObject, useEffect, useRef } from "react";

/**
 * Calls `onSeen` once, the first time the element comes on screen: the enquiry
 * funnel's first step is "form seen", not "form loaded" (it loads a little before it scrolls in).
 */
export function useSeen(ref: RefObject<Element | null>, onSeen: () => void): void {
  const done = useRef(false);
  const callback = useRef(onSeen);
  callback.current = onSeen;
  useEffect(() => {
    const el = ref.current;
    if (!el || done.current || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (done.current || !entries.some((e) => e.isIntersecting)) return;
        done.current = true;
        observer.disconnect();
        callback.current();
      },
      { threshold: 0 },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
}
