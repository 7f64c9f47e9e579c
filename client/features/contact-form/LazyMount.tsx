import {
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { PartBoundary } from "../../components/PartBoundary";

/** How close to the viewport a slot may come before its form starts loading. */
const LOAD_MARGIN = "0px 0px";
/**
 * How long Tab presses on the placeholder's button wait for the form (then they move on as usual),
 * counted from when the button took focus: the form may have been wanted (scrolled past) long before.
 */
const HOLD_TABS_MS = 4000;
const FOCUSABLE =
  "input:not([tabindex='-1']):not([type='hidden']):not([disabled]), textarea:not([disabled]), select:not([disabled]), button:not([disabled]):not([tabindex='-1']), a[href]";

/**
 * Shows `placeholder` until the real content is wanted, then renders `children(onReady)` and
 * keeps the placeholder on screen until the content calls `onReady` (after its code and the data
 * layer have loaded), so the page never shows an empty gap. The content is wanted when the slot
 * comes into the viewport, or at the first pointer or keyboard contact with it.
 *
 * The placeholder should hold a visually hidden button (see `LoadButton`): keyboard and screen
 * reader users reach it without scrolling; focusing it loads the form and, once the form is
 * there, focus moves to the form's first field. Tab presses made on the button while the form
 * loads keep focus there (for up to HOLD_TABS_MS), so someone tabbing at a normal pace lands on the
 * first field and goes on through every field in order, instead of skipping past the form (or being
 * pulled back into it). Focus that leaves the slot meanwhile (Shift+Tab, a click) cancels it.
 */
export function LazyMount({
  placeholder,
  preload,
  children,
  loadWhenVisible = true,
}: {
  placeholder: ReactNode;
  /** false: only the first pointer or keyboard contact loads it (for content at the top of a page). */
  loadWhenVisible?: boolean;
  /** Starts downloading the content's code (called once, when the content is first wanted). */
  preload?: () => unknown;
  children: (onReady: () => void) => ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);
  const [ready, setReady] = useState(false);
  const focusOnReady = useRef(false);
  /** When focus came onto the placeholder (the Tab hold is counted from here). */
  const focusedAt = useRef(0);
  const preloadRef = useRef(preload);

  const wantedRef = useRef(false);
  const want = useCallback(() => {
    if (wantedRef.current) return;
    wantedRef.current = true;
    setWanted(true);
    // A failed preload is not an error here: rendering the content retries and reports it.
    void Promise.resolve()
      .then(() => preloadRef.current?.())
      .catch(() => {});
  }, []);

  // A visitor may have tapped or focused the slot before the page hydrated (the prerendered HTML is
  // on screen first): that contact had no listener, so it is honoured here, once, after hydration.
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (el.contains(document.activeElement) && document.activeElement !== document.body) {
      focusOnReady.current = true;
      focusedAt.current = Date.now();
      want();
    } else if (el.matches(":hover")) want();
  }, [want]);

  useEffect(() => {
    const el = ref.current;
    if (!el || wanted || !loadWhenVisible) return;
    if (typeof IntersectionObserver === "undefined") {
      want();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) want();
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [wanted, want, loadWhenVisible]);

  const onReady = useCallback(() => setReady(true), []);
  // The content's code could not load (the site was updated): its notice takes the placeholder's place.
  const [failed, setFailed] = useState(false);
  const onFailed = useCallback(() => setFailed(true), []);

  // A layout effect: it runs in the same task as the commit that removes the focused placeholder
  // button, so no key press can land on <body> in between (a Tab there skipped past the form).
  useLayoutEffect(() => {
    if (!ready || !focusOnReady.current) return;
    focusOnReady.current = false;
    const first = Array.from(ref.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []).find(
      (el) => el.offsetParent !== null,
    );
    first?.focus();
  }, [ready]);

  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    if (ready || event.key !== "Tab" || !focusOnReady.current) return;
    if (event.shiftKey || Date.now() - focusedAt.current > HOLD_TABS_MS) {
      focusOnReady.current = false;
      return;
    }
    // Held on the button: the first field takes focus when the form is there.
    event.preventDefault();
  };

  // Focus that went elsewhere (a click, Shift+Tab) is not pulled back when the form arrives.
  const onBlurCapture = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (!ready && next && !ref.current?.contains(next)) focusOnReady.current = false;
  };

  return (
    <div
      ref={ref}
      onPointerEnter={want}
      onPointerDown={want}
      onKeyDownCapture={onKeyDownCapture}
      onBlurCapture={onBlurCapture}
      onFocusCapture={() => {
        if (!ready) {
          focusOnReady.current = true;
          focusedAt.current = Date.now();
        }
        want();
      }}
    >
      {wanted ? <PartBoundary onFailed={onFailed}>{children(onReady)}</PartBoundary> : null}
      {ready || failed ? null : placeholder}
    </div>
  );
}

/** The placeholder's button: invisible until focused, it names what loads here. */
export function LoadButton({ label, dark = false }: { label: string; dark?: boolean }) {
  return (
    <button
      type="button"
      className={`sr-only rounded-full px-5 py-2.5 font-bold focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-10 ${
        dark ? "bg-brand text-ink" : "bg-ink text-paper"
      }`}
    >
      {label}
    </button>
  );
}

/**
 * Calls `onReady` once the component that calls it has mounted (so its code and everything above
 * it have loaded), before the browser paints: the placeholder and the form never show together.
 */
export function useReady(onReady?: () => void): void {
  useLayoutEffect(() => {
    onReady?.();
  }, [onReady]);
}
