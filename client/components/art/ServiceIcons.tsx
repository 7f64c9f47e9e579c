import type { ReactNode } from "react";

/**
 * Small drawn icons for the four service groups on /what-we-do. Decorative: the group's heading
 * names it, so each icon is hidden from assistive technology.
 */
export type ServiceIconName = "strategy" | "design" | "experiences" | "gifts";

const INK = "#15130f";
const BRAND = "#f4b740";
const ACCENT = "#d9482b";
const PAPER = "#faf7f0";

export function ServiceIcon({ name, className = "" }: { name: ServiceIconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 48 48"
      width="48"
      height="48"
      aria-hidden="true"
      focusable="false"
      className={className}
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <rect width="48" height="48" rx="12" fill={BRAND} />
      {paths[name]}
    </svg>
  );
}

const paths: Record<ServiceIconName, ReactNode> = {
  // A clipboard with a rising bar chart: audits and budgets.
  strategy: (
    <>
      <rect x="12" y="10" width="24" height="30" rx="3" fill={PAPER} stroke={INK} strokeWidth="2.5" />
      <rect x="18" y="7" width="12" height="6" rx="2" fill={INK} />
      <path d="M18 33v-5M24 33v-9M30 33v-13" stroke={INK} strokeWidth="3" />
      <path d="M17 22l6-4 4 2 5-4" stroke={ACCENT} strokeWidth="2" />
    </>
  ),
  // A pencil over a colour swatch: design and tech packs.
  design: (
    <>
      <rect x="9" y="24" width="16" height="15" rx="2.5" fill={PAPER} stroke={INK} strokeWidth="2.5" />
      <path d="M9 31h16" stroke={INK} strokeWidth="2" />
      <rect x="11.5" y="33.5" width="4" height="3" rx="1" fill={ACCENT} />
      <path d="M22 27l13-13 4 4-13 13-6 2z" fill={PAPER} stroke={INK} strokeWidth="2.5" />
      <path d="M31 18l4 4" stroke={INK} strokeWidth="2.5" />
      <path d="M35 14l2-2 4 4-2 2" fill={ACCENT} stroke={INK} strokeWidth="2.5" />
    </>
  ),
  // An open kit box with a shirt peeking out: onboarding and event kits.
  experiences: (
    <>
      <path d="M18 20l3-6h6l3 6" fill={PAPER} stroke={INK} strokeWidth="2.5" />
      <path d="M21 14c1 3 5 3 6 0" stroke={INK} strokeWidth="2" />
      <path d="M9 20h30v18a2 2 0 0 1-2 2H11a2 2 0 0 1-2-2z" fill={PAPER} stroke={INK} strokeWidth="2.5" />
      <path d="M9 20l-3 6h14l3-6M39 20l3 6H28l-3-6" fill={INK} stroke={INK} strokeWidth="2" />
      <rect x="19" y="30" width="10" height="5" rx="1.5" fill={ACCENT} />
    </>
  ),
  // A medal on a ribbon: gifts, anniversaries and awards.
  gifts: (
    <>
      <path d="M16 7l5 13M32 7l-5 13" stroke={INK} strokeWidth="4" />
      <path d="M16 7l5 13M32 7l-5 13" stroke={ACCENT} strokeWidth="1.5" />
      <circle cx="24" cy="29" r="11" fill={PAPER} stroke={INK} strokeWidth="2.5" />
      <path
        d="M24 22.5l2 4.1 4.5.6-3.3 3.1.8 4.5-4-2.2-4 2.2.8-4.5-3.3-3.1 4.5-.6z"
        fill={ACCENT}
        stroke={INK}
        strokeWidth="1.5"
      />
    </>
  ),
};
