import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useRef } from "react";
import { dismissAllToasts } from "../../components/toast";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]):not([tabindex="-1"]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog (WAI-ARIA APG): labelled by its title, focus moves in on open and stays inside
 * (Tab and Shift+Tab cycle), Escape or a click on the backdrop closes it, and focus goes back to
 * whatever opened it. Everything outside is made inert, except fixed layers (the toasts), which
 * stay readable above the backdrop (a native <dialog> would put them under it and out of reach).
 * It renders where it is used, as a fixed layer: no portal, so no react-dom in the page's chunks.
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
  const overlayRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    // Toasts shown before were about the page behind; on a phone they lay over the dialog's fields.
    // Those the dialog raises (a failed send) stay above it, readable.
    dismissAllToasts();
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const restore = overlayRef.current ? inertOutside(overlayRef.current) : () => {};
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    (initialFocus?.current ?? dialogRef.current?.querySelector<HTMLElement>(FOCUSABLE) ?? dialogRef.current)?.focus();
    return () => {
      restore();
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

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop closes on click; Escape does the same from the keyboard.
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above.
    <div
      ref={overlayRef}
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
    </div>
  );
}

/**
 * Makes every element outside `keep` inert (walking up from it, each sibling on the way), and
 * returns the undo. Fixed layers are left alone: the toasts must stay reachable.
 */
function inertOutside(keep: HTMLElement): () => void {
  const changed: HTMLElement[] = [];
  for (let node: HTMLElement | null = keep; node?.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert) continue;
      if (getComputedStyle(sibling).position === "fixed") continue;
      sibling.inert = true;
      changed.push(sibling);
    }
  }
  return () => {
    for (const el of changed) el.inert = false;
  };
}
