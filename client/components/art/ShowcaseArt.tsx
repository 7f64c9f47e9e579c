/**
 * The home page's showcase: a flat-lay of branded pieces, drawn as SVG (a few KB, sharp at any
 * size). Fixed aspect ratio, so the layout never shifts while it paints.
 */
export function ShowcaseArt({ label, tote }: { label: string; tote: readonly string[] }) {
  return (
    <svg viewBox="0 0 640 520" role="img" aria-label={label} className="h-auto w-full" width="640" height="520">
      <rect width="640" height="520" rx="28" fill="#efe8d8" />
      <circle cx="520" cy="90" r="120" fill="#f4b740" opacity=".35" />
      <circle cx="90" cy="450" r="90" fill="#d9482b" opacity=".18" />
      {/* hoodie */}
      <g transform="translate(60 70)">
        <path d="M70 20c20-18 80-18 100 0l60 36-26 58-26-12v168H62V102l-26 12L10 56z" fill="#15130f" />
        <path d="M95 14c8 26 42 26 50 0" fill="none" stroke="#2b2822" strokeWidth="10" strokeLinecap="round" />
        <path d="M108 40v34M132 40v34" stroke="#3a362e" strokeWidth="4" strokeLinecap="round" />
        <rect x="84" y="120" width="72" height="50" rx="8" fill="#f4b740" />
        <path d="M98 158v-26h8l14 14 14-14h8v26h-8v-14l-14 13-14-13v14z" fill="#15130f" />
        <rect x="86" y="214" width="68" height="40" rx="8" fill="#2b2822" />
      </g>
      {/* tote */}
      <g transform="translate(340 60)">
        <path d="M40 60c0-60 120-60 120 0" fill="none" stroke="#c9bda2" strokeWidth="12" />
        <rect x="10" y="56" width="180" height="200" rx="10" fill="#faf7f0" stroke="#d8ccb2" strokeWidth="3" />
        <text
          x="100"
          y="150"
          textAnchor="middle"
          fontFamily="system-ui, sans-serif"
          fontWeight="900"
          fontSize="30"
          fill="#15130f"
        >
          {tote[0]}
        </text>
        <text
          x="100"
          y="186"
          textAnchor="middle"
          fontFamily="system-ui, sans-serif"
          fontWeight="900"
          fontSize="30"
          fill="#d9482b"
        >
          {tote[1]}
        </text>
      </g>
      {/* mug */}
      <g transform="translate(360 320)">
        <path d="M120 40h20a30 30 0 0 1 0 60h-20" fill="none" stroke="#15130f" strokeWidth="12" />
        <rect x="0" y="20" width="130" height="120" rx="14" fill="#faf7f0" stroke="#15130f" strokeWidth="6" />
        <rect x="0" y="20" width="130" height="16" rx="8" fill="#15130f" />
        <circle cx="65" cy="86" r="26" fill="#f4b740" />
        <path d="M52 98V74h6l7 8 7-8h6v24h-6V86l-7 8-7-8v12z" fill="#15130f" />
      </g>
      {/* cap */}
      <g transform="translate(120 380)">
        <path d="M10 80c0-60 50-80 90-80s90 20 90 80z" fill="#d9482b" />
        <path d="M150 78c40 0 80 8 90 20-30 10-70 8-100 2z" fill="#b23a22" />
        <circle cx="100" cy="6" r="8" fill="#b23a22" />
        <rect x="76" y="36" width="48" height="22" rx="6" fill="#f4b740" />
      </g>
    </svg>
  );
}
