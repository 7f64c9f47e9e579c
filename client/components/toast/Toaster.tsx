import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import { dismissToast, getServerToasts, getToasts, subscribeToasts, TOAST_DURATION_MS, type Toast } from "./store";

/**
 * Shows the toasts of the store (./store.ts), newest at the bottom. Pointing at or focusing a toast
 * pauses the timers, so nobody loses a message while reading it or reaching its close button.
 * They sit at the bottom of the window, or under the sticky header when at the bottom they would
 * cover a control of the page (a result's "Send to us", the thank-you panel's links on a phone)
 * and there they would not; the choice is made again as the page scrolls, the window resizes or
 * the page's content changes size (a form replaced by its thank-you panel moves the controls below
 * it without a scroll). Browser tests check that no toast covers a control.
 * Mounted once, in the root layout; it loads on every page, so it stays this small.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getServerToasts);
  const [paused, setPaused] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const [top, setTop] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || toasts.length === 0) return;
    let frame = 0;
    const place = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setTop(placeAtTop(el)));
    };
    setTop(placeAtTop(el));
    window.addEventListener("scroll", place, { passive: true });
    window.addEventListener("resize", place);
    const content = new ResizeObserver(place);
    content.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      content.disconnect();
      window.removeEventListener("scroll", place);
      window.removeEventListener("resize", place);
    };
  }, [toasts]);
  return (
    <div
      ref={ref}
      className={`pointer-events-none fixed inset-x-0 z-50 flex flex-col gap-3 p-4 sm:left-auto sm:w-[26rem] ${top ? "top-16" : "bottom-0"}`}
    >
      {toasts.map((t) => (
        <ToastView key={t.id} toast={t} paused={paused} setPaused={setPaused} />
      ))}
    </div>
  );
}

const CONTROLS = "main a[href], main button, main input, main select, main textarea, main [tabindex='0']";

/** The top of the toasts when under the sticky header: the `top-16` of their class, 4rem. */
const UNDER_HEADER_PX = 64;

/**
 * Whether the toasts go under the header: when at the bottom of the window they would lie over a
 * control of the page and under the header they would not. When both would, they stay at the
 * bottom, so a control near the top (an admin page's tabs and links) is never the one covered.
 */
function placeAtTop(toaster: HTMLElement): boolean {
  const box = toaster.getBoundingClientRect();
  const bottom = window.innerHeight;
  return (
    coversControl(box, bottom - box.height, bottom) &&
    !coversControl(box, UNDER_HEADER_PX, UNDER_HEADER_PX + box.height)
  );
}

/** Whether the band of the window from `top` to `bottom`, as wide as the toasts, lies over a control. */
function coversControl(box: DOMRect, top: number, bottom: number): boolean {
  for (const control of document.querySelectorAll<HTMLElement>(CONTROLS)) {
    const r = control.getBoundingClientRect();
    // Visually hidden (sr-only) elements are 1 px.
    if (r.width <= 1 || r.height <= 1) continue;
    if (r.left < box.right && box.left < r.right && r.top < bottom && top < r.bottom) return true;
  }
  return false;
}

function ToastView({
  toast,
  paused,
  setPaused,
}: {
  toast: Toast;
  paused: boolean;
  setPaused: (paused: boolean) => void;
}) {
  const remaining = useRef(TOAST_DURATION_MS);
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => dismissToast(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, toast.id]);

  const destructive = toast.variant === "destructive";
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering or focusing only pauses the timer.
    <div
      role={destructive ? "alert" : "status"}
      aria-atomic="true"
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className={`pointer-events-auto flex items-start gap-3 rounded-2xl p-4 shadow-xl ring-1 ring-ink/10 ${
        destructive ? "bg-[#a8321a] text-white" : "bg-ink text-paper"
      }`}
    >
      <div className="min-w-0 flex-1">
        <p className="font-bold">{toast.title}</p>
        {toast.description ? (
          <p className={`mt-1 text-sm leading-snug ${destructive ? "text-white" : "text-paper/85"}`}>
            {toast.description}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        aria-label={toast.closeLabel ?? "Dismiss notification"}
        onClick={() => dismissToast(toast.id)}
        className="-m-1 grid h-8 w-8 shrink-0 place-items-center rounded-full text-xl leading-none hover:bg-white/15 focus-visible:outline-white"
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
