/**
 * A tiny toast store (no dependency): `toast()` from anywhere, `<Toaster />` (mounted once in the
 * root layout) shows them. At most TOAST_LIMIT are visible (a new one pushes out the oldest); each
 * closes itself after TOAST_DURATION_MS (the spec's toast defaults). A toast with the title and
 * variant of one on screen replaces it ("Files selected" as each file is added, the same error
 * twice), so repeats never fill a phone's window and push out a different message.
 */
export type ToastVariant = "default" | "destructive";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Accessible name of the close button, in the page's language (defaults to English). */
  closeLabel?: string;
}

export interface Toast extends ToastInput {
  id: number;
}

export const TOAST_LIMIT = 3;
export const TOAST_DURATION_MS = 5000;

const EMPTY: Toast[] = [];
let toasts: Toast[] = EMPTY;
let nextId = 0;
const listeners = new Set<() => void>();

function set(next: Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Shows a toast; returns its id (for `dismissToast`). */
export function toast(input: ToastInput): number {
  const id = ++nextId;
  const variant = input.variant ?? "default";
  const others = toasts.filter((t) => t.title !== input.title || (t.variant ?? "default") !== variant);
  set([...others, { ...input, id }].slice(-TOAST_LIMIT));
  return id;
}

export function dismissToast(id: number): void {
  if (toasts.some((t) => t.id === id)) set(toasts.filter((t) => t.id !== id));
}

/** Dismisses every toast shown (a dialog opening over the page they were about). */
export function dismissAllToasts(): void {
  if (toasts.length) set([]);
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const getToasts = (): Toast[] => toasts;
/** The server renders no toasts. */
export const getServerToasts = (): Toast[] => EMPTY;
