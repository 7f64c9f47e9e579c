import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useRef } from "react";
import { createPortal } from "react-dom";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]):not([tabindex="-1"]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog (WAI-ARIA APG): labelled by its title, focus moves in on open and stays inside
 * (Tab and Shift+Tab cycle), Escape or a click on the backdrop closes it, and focus goes back to
 * whatever opened it. The page behind is made inert, except the toasts, which stay readable above
 * the backdrop (a native <dialog> would put them under it and out of reach).
 */
export function Modal({
  labelledBy,
  describedBy,
  onClose,
  initialFocus,
  children,
}: {
  labelledBy: string;
  describedBy?: string;
  onClose: () => void;
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const app = document.getElementById("main")?.parentElement;
    const behind = app ? [...app.querySelectorAll<HTMLElement>(":scope > header, :scope > main, :scope > footer")] : [];
    for (const el of behind) el.inert = true;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    (initialFocus?.current ?? dialogRef.current?.querySelector<HTMLElement>(FOCUSABLE) ?? dialogRef.current)?.focus();
    return () => {
      for (const el of behind) el.inert = false;
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [initialFocus]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== "Tab") return;
    const items = [...(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].filter(
      (el) => el.offsetParent !== null || el === document.activeElement,
    );
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop closes on click; Escape does the same from the keyboard.
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above.
    <div
      className="fixed inset-0 z-[45] flex items-end justify-center overflow-y-auto bg-ink/60 sm:items-center sm:p-6"
      onClick={(event) => {
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className="relative max-h-[100dvh] w-full overflow-y-auto rounded-t-3xl bg-paper p-5 shadow-2xl focus:outline-none sm:max-h-[calc(100dvh-3rem)] sm:max-w-xl sm:rounded-3xl sm:p-8"
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
