import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { dismissToast, getServerToasts, getToasts, subscribeToasts, TOAST_DURATION_MS, type Toast } from "./store";

/**
 * Shows the toasts of the store (./store.ts), newest at the bottom, at the top of the window just
 * under the sticky header (4rem): a form's buttons and a result's actions sit lower on the screen
 * after the page scrolls to them, so toasts at the bottom covered "Send to us" and the thank-you
 * panel on a phone (browser tests check that no toast covers a control). Pointing at or focusing a toast
 * pauses the timers, so nobody loses a message while reading it or reaching its close button.
 * Mounted once, in the root layout; it loads on every page, so it stays this small.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getServerToasts);
  const [paused, setPaused] = useState(false);
  return (
    <div className="pointer-events-none fixed inset-x-0 top-16 z-50 flex flex-col gap-3 p-4 sm:left-auto sm:w-[26rem]">
      {toasts.map((t) => (
        <ToastView key={t.id} toast={t} paused={paused} setPaused={setPaused} />
      ))}
    </div>
  );
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
