/**
 * The mission page's illustration: a well-worn hoodie on a hook, made in Czechia, circled by a
 * stitched arrow — merch that stays in use. SVG with a fixed aspect ratio (no layout shift).
 */
export function MissionArt({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 640 480" role="img" aria-label={label} className="h-auto w-full" width="640" height="480">
      <rect width="640" height="480" rx="28" fill="#efe8d8" />
      <circle cx="110" cy="380" r="80" fill="#d9482b" opacity=".14" />
      <circle cx="540" cy="110" r="90" fill="#f4b740" opacity=".35" />
      {/* stitched loop: an arrow that comes back to where it started */}
      <path
        d="M500 300A190 170 0 1 1 470 120"
        fill="none"
        stroke="#8a5a00"
        strokeWidth="6"
        strokeDasharray="14 10"
        strokeLinecap="round"
      />
      <path d="M452 98l30 16-26 22z" fill="#8a5a00" />
      {/* rail and hook */}
      <rect x="200" y="52" width="240" height="14" rx="7" fill="#c9bda2" />
      <path d="M320 66v26a14 14 0 1 1-14 14" fill="none" stroke="#2b2822" strokeWidth="6" strokeLinecap="round" />
      {/* hoodie */}
      <g transform="translate(200 110)">
        <path d="M80 14c20-18 80-18 100 0l64 38-28 60-26-12v190H70V100l-26 12-28-60z" fill="#15130f" />
        <path d="M104 10c8 28 44 28 52 0" fill="none" stroke="#2b2822" strokeWidth="10" strokeLinecap="round" />
        <path d="M118 36v40M142 36v40" stroke="#3a362e" strokeWidth="4" strokeLinecap="round" />
        <rect x="94" y="112" width="72" height="52" rx="8" fill="#f4b740" />
        <path d="M108 152v-28h8l14 14 14-14h8v28h-8v-15l-14 13-14-13v15z" fill="#15130f" />
        <rect x="96" y="226" width="68" height="44" rx="8" fill="#2b2822" />
        {/* a mended elbow: worn, not thrown away */}
        <rect x="26" y="70" width="22" height="30" rx="8" fill="#d9482b" transform="rotate(-24 37 85)" />
        <path d="M30 76l12 18M40 72l10 18" stroke="#faf7f0" strokeWidth="2" strokeDasharray="3 3" opacity=".7" />
      </g>
      {/* neck tag with the Czech flag */}
      <g transform="translate(298 126)">
        <rect x="0" y="0" width="44" height="30" rx="3" fill="#faf7f0" />
        <rect x="4" y="4" width="36" height="11" fill="#faf7f0" stroke="#d8ccb2" strokeWidth="1" />
        <rect x="4" y="15" width="36" height="11" fill="#d7141a" />
        <path d="M4 4l18 11-18 11z" fill="#11457e" />
      </g>
    </svg>
  );
}
