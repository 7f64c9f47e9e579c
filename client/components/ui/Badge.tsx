import type { ReactNode } from "react";

export type BadgeVariant = "default" | "secondary" | "destructive" | "outline";

const variants: Record<BadgeVariant, string> = {
  default: "bg-ink text-paper",
  secondary: "bg-sand text-ink ring-1 ring-ink/15",
  destructive: "bg-[#a8321a] text-white",
  outline: "text-ink ring-1 ring-ink/40",
};

/** A small pill for counts and statuses. Colour is never the only signal: it always carries text. */
export function Badge({
  variant = "default",
  children,
  className = "",
}: {
  variant?: BadgeVariant;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide ${variants[variant]} ${className}`}
    >
      {children}
    </span>
  );
}
