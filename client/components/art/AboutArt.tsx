/**
 * The about page's art: the studio in a Holešovice factory hall, and the team's initial avatars
 * (no photos). SVG with fixed aspect ratios, so nothing shifts while it paints.
 */
export function StudioArt({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 640 480" role="img" aria-label={label} className="h-auto w-full" width="640" height="480">
      <rect width="640" height="480" rx="28" fill="#efe8d8" />
      <circle cx="120" cy="100" r="70" fill="#f4b740" opacity=".4" />
      {/* chimney and the hall's sawtooth roof */}
      <rect x="520" y="60" width="34" height="150" fill="#a8432b" />
      <rect x="514" y="56" width="46" height="12" fill="#8f3823" />
      <path d="M60 190l60-60v60l60-60v60l60-60v60l60-60v60l60-60v60l60-60v60l60-60v60H60z" fill="#b8502f" />
      <path d="M120 130v60M240 130v60M360 130v60M480 130v60" stroke="#faf7f0" strokeWidth="3" opacity=".5" />
      {/* brick facade */}
      <rect x="60" y="190" width="520" height="220" fill="#c65a36" />
      <path d="M60 230h520M60 270h520M60 310h520M60 350h520M60 390h520" stroke="#a8432b" strokeWidth="3" opacity=".6" />
      {/* side windows */}
      <g fill="#2b2822">
        <rect x="84" y="214" width="70" height="90" rx="4" />
        <rect x="486" y="214" width="70" height="90" rx="4" />
      </g>
      <g stroke="#c65a36" strokeWidth="4">
        <path d="M119 214v90M84 259h70M521 214v90M486 259h70" />
      </g>
      {/* the big window with the studio inside */}
      <rect x="180" y="206" width="280" height="190" rx="6" fill="#faf7f0" />
      <g transform="translate(180 206)">
        {/* shelves with samples */}
        <rect x="16" y="24" width="96" height="6" fill="#c9bda2" />
        <rect x="16" y="64" width="96" height="6" fill="#c9bda2" />
        <rect x="22" y="8" width="16" height="16" rx="2" fill="#d9482b" />
        <rect x="42" y="4" width="14" height="20" rx="2" fill="#15130f" />
        <circle cx="72" cy="16" r="8" fill="#f4b740" />
        <rect x="86" y="10" width="20" height="14" rx="2" fill="#8a5a00" />
        <rect x="22" y="46" width="24" height="18" rx="2" fill="#f4b740" />
        <rect x="50" y="42" width="12" height="22" rx="4" fill="#2b2822" />
        <rect x="68" y="48" width="36" height="16" rx="2" fill="#d8ccb2" />
        {/* hoodie on a hanger */}
        <path d="M196 14v8M180 34l16-12 16 12" fill="none" stroke="#2b2822" strokeWidth="3" strokeLinecap="round" />
        <path d="M180 34c8-6 24-6 32 0l26 14-10 24-10-4v60h-44V68l-10 4-10-24z" fill="#15130f" />
        <rect x="186" y="64" width="20" height="14" rx="3" fill="#f4b740" />
        {/* the long table with swatches */}
        <rect x="10" y="140" width="260" height="10" rx="3" fill="#8a6a3a" />
        <rect x="24" y="150" width="8" height="40" fill="#8a6a3a" />
        <rect x="248" y="150" width="8" height="40" fill="#8a6a3a" />
        <rect x="34" y="126" width="40" height="14" rx="2" fill="#d9482b" transform="rotate(-6 54 133)" />
        <rect x="82" y="126" width="40" height="14" rx="2" fill="#f4b740" />
        <rect x="130" y="126" width="40" height="14" rx="2" fill="#15130f" transform="rotate(5 150 133)" />
        <circle cx="240" cy="130" r="10" fill="#faf7f0" stroke="#2b2822" strokeWidth="3" />
        <path d="M250 126h6a5 5 0 0 1 0 10h-6" fill="none" stroke="#2b2822" strokeWidth="3" />
      </g>
      <rect x="180" y="206" width="280" height="190" rx="6" fill="none" stroke="#2b2822" strokeWidth="6" />
      <path d="M320 206v190" stroke="#2b2822" strokeWidth="3" opacity=".35" />
      <rect x="40" y="410" width="560" height="16" rx="8" fill="#c9bda2" />
    </svg>
  );
}

const avatarColours = [
  { background: "#f4b740", text: "#15130f" },
  { background: "#15130f", text: "#f4b740" },
  { background: "#d9482b", text: "#faf7f0" },
  { background: "#8a5a00", text: "#faf7f0" },
] as const;

/**
 * A round avatar with a person's initial. Decorative: the name is always written beside it.
 * `index` picks the colour, so neighbours in a list differ.
 */
export function InitialAvatar({ name, index }: { name: string; index: number }) {
  const colour = avatarColours[index % avatarColours.length]!;
  return (
    <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false" className="shrink-0">
      <circle cx="32" cy="32" r="32" fill={colour.background} />
      <text
        x="32"
        y="33"
        textAnchor="middle"
        dominantBaseline="central"
        fontFamily="system-ui, sans-serif"
        fontWeight="900"
        fontSize="28"
        fill={colour.text}
      >
        {name.charAt(0).toUpperCase()}
      </text>
    </svg>
  );
}
