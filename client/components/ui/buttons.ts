/** Button and button-like link styles, shared by the account and admin pages. */
const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2 text-sm font-bold transition disabled:cursor-not-allowed";

export const buttonStyles = {
  primary: `${base} bg-ink text-paper hover:bg-brand hover:text-ink disabled:bg-ink/45 disabled:text-paper`,
  secondary: `${base} border-2 border-ink text-ink hover:bg-ink hover:text-paper disabled:opacity-50`,
  destructive: `${base} bg-[#a8321a] text-white hover:bg-[#8a2914] disabled:opacity-60`,
  /** Smaller, for actions inside list items. */
  small:
    "inline-flex min-h-9 items-center justify-center gap-1.5 rounded-full border-2 border-ink/70 px-3.5 py-1 text-sm font-semibold text-ink transition hover:border-ink hover:bg-ink hover:text-paper disabled:cursor-not-allowed disabled:opacity-50",
  smallDestructive:
    "inline-flex min-h-9 items-center justify-center gap-1.5 rounded-full bg-[#a8321a] px-3.5 py-1 text-sm font-semibold text-white transition hover:bg-[#8a2914] disabled:cursor-not-allowed disabled:opacity-60",
} as const;

export const inputStyles =
  "mt-2 block w-full rounded-xl border-2 border-ink/60 bg-paper px-4 py-2.5 text-base text-ink placeholder:text-ink/60 aria-[invalid=true]:border-[#a8321a] disabled:opacity-70";

/** Error text colour with at least 5:1 contrast on paper and sand. */
export const errorTextStyles = "text-[#a8321a]";
