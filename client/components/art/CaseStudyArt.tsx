/**
 * Drawn artwork for the case studies on /brands: a few KB of SVG each, with a fixed aspect ratio so
 * nothing shifts while it paints. Generic merch scenes in our own palette, not the clients' logos.
 */
const INK = "#15130f";
const PAPER = "#faf7f0";
const SAND = "#efe8d8";
const BRAND = "#f4b740";
const ACCENT = "#d9482b";

export type CaseStudyArtName = "make" | "stride" | "productboard";

/** The artwork of a case study without a video; `label` describes the scene. */
export function CaseStudyArt({ name, label }: { name: CaseStudyArtName; label: string }) {
  return (
    <svg
      viewBox={name === "productboard" ? "0 0 640 360" : "0 0 480 270"}
      width={name === "productboard" ? 640 : 480}
      height={name === "productboard" ? 360 : 270}
      role="img"
      aria-label={label}
      className="h-auto w-full rounded-2xl"
    >
      {name === "make" ? <MakeScene /> : name === "stride" ? <StrideScene /> : <EventScene />}
    </svg>
  );
}

/** Community merch: a violet hoodie and cap with a connected-modules pattern, and enamel pins. */
function MakeScene() {
  const violet = "#3d1f66";
  return (
    <>
      <rect width="480" height="270" fill={SAND} />
      <g stroke={violet} strokeWidth="3" opacity=".18" fill="none">
        <path d="M30 40h80l40 40h90M300 230h70l40-40h50" />
        <circle cx="30" cy="40" r="10" />
        <circle cx="240" cy="80" r="10" />
        <circle cx="300" cy="230" r="10" />
        <circle cx="460" cy="190" r="10" />
      </g>
      {/* hoodie */}
      <g transform="translate(40 36)">
        <path d="M60 14c18-16 70-16 88 0l40 28 24 140-26 6-30-102v138H52V86l-30 102-26-6 24-140z" fill={violet} />
        <path d="M74 12c0-22 60-22 60 0 0 16-13 26-30 26S74 28 74 12z" fill="#2a1447" />
        <path d="M92 38v26M116 38v26" stroke={BRAND} strokeWidth="3" strokeLinecap="round" />
        <g fill="none" stroke={BRAND} strokeWidth="5">
          <circle cx="80" cy="120" r="12" />
          <circle cx="128" cy="120" r="12" />
          <circle cx="104" cy="160" r="12" />
          <path d="M92 120h24M86 130l12 20M122 130l-12 20" />
        </g>
      </g>
      {/* cap */}
      <g transform="translate(262 150)">
        <path d="M8 70c0-52 44-70 78-70s78 18 78 70z" fill={violet} />
        <path d="M130 68c36 0 70 7 80 18-26 9-62 7-88 2z" fill="#2a1447" />
        <g fill="none" stroke={BRAND} strokeWidth="4">
          <circle cx="70" cy="40" r="8" />
          <circle cx="102" cy="40" r="8" />
          <path d="M78 40h16" />
        </g>
      </g>
      {/* enamel pins */}
      {[0, 1, 2].map((i) => (
        <g key={i} transform={`translate(${290 + i * 58} 52)`}>
          <circle cx="22" cy="22" r="22" fill={i === 1 ? ACCENT : PAPER} stroke={INK} strokeWidth="3" />
          <circle cx="22" cy="22" r="7" fill={i === 1 ? PAPER : violet} />
        </g>
      ))}
    </>
  );
}

/** An onboarding kit: an open box with a folded hoodie, a bottle, a notebook and a welcome card. */
function StrideScene() {
  return (
    <>
      <rect width="480" height="270" fill={PAPER} />
      <circle cx="410" cy="40" r="90" fill={BRAND} opacity=".35" />
      {/* box */}
      <path d="M70 110h260v130H70z" fill="#c9a46a" />
      <path d="M70 110l-30-40h260l30 40z" fill="#dcbd88" />
      <path d="M330 110l40-36v130l-40 36z" fill="#b48d52" />
      {/* folded hoodie */}
      <rect x="96" y="86" width="150" height="60" rx="10" fill={INK} />
      <path d="M140 86c8 16 54 16 62 0" fill="none" stroke="#3a362e" strokeWidth="6" />
      <rect x="150" y="104" width="42" height="24" rx="5" fill={BRAND} />
      {/* bottle */}
      <g transform="translate(262 22)">
        <rect x="8" y="0" width="24" height="14" rx="4" fill={INK} />
        <rect x="0" y="12" width="40" height="118" rx="14" fill={ACCENT} />
        <rect x="6" y="52" width="28" height="30" rx="4" fill={PAPER} />
      </g>
      {/* front of the box, over its contents */}
      <path d="M70 140h260v100H70z" fill="#c9a46a" />
      <path d="M70 140h260" stroke="#b48d52" strokeWidth="4" />
      {/* notebook and welcome card */}
      <g transform="rotate(-8 400 200)">
        <rect x="360" y="150" width="80" height="104" rx="6" fill={INK} />
        <rect x="372" y="164" width="56" height="10" rx="3" fill={BRAND} />
      </g>
      <g transform="rotate(6 160 190)">
        <rect x="112" y="160" width="110" height="68" rx="4" fill={PAPER} stroke={INK} strokeWidth="2" />
        <path d="M126 184c14-8 24 8 38 0s24 8 38 0M126 204h60" stroke={INK} strokeWidth="3" fill="none" />
      </g>
    </>
  );
}

/**
 * The poster of a video facade (16:9): an event table with the collection on it and a play button.
 * Decorative: the button around it carries the name.
 */
export function VideoPoster() {
  return (
    <svg
      viewBox="0 0 640 360"
      width="640"
      height="360"
      aria-hidden="true"
      focusable="false"
      className="absolute inset-0 h-full w-full"
      preserveAspectRatio="xMidYMid slice"
    >
      <EventScene />
      {/* play button */}
      <circle cx="320" cy="170" r="52" fill={PAPER} opacity=".95" />
      <path d="M305 142v56l46-28z" fill={ACCENT} />
    </svg>
  );
}

/** An event table with the collection on it (Productboard): its still, and the video poster's scene. */
function EventScene() {
  return (
    <>
      <rect width="640" height="360" fill={INK} />
      <circle cx="560" cy="40" r="160" fill={BRAND} opacity=".18" />
      <circle cx="60" cy="330" r="120" fill={ACCENT} opacity=".2" />
      {/* table */}
      <rect x="40" y="250" width="560" height="16" rx="4" fill="#3a362e" />
      <path d="M70 266v80M570 266v80" stroke="#3a362e" strokeWidth="12" />
      {/* hoodie */}
      <g transform="translate(70 90)">
        <path d="M46 10c14-12 56-12 70 0l42 26-18 40-18-8v92H40V68l-18 8L4 36z" fill={SAND} />
        <path d="M64 6c6 18 28 18 34 0" fill="none" stroke="#d8ccb2" strokeWidth="7" strokeLinecap="round" />
        <rect x="60" y="82" width="42" height="28" rx="6" fill={ACCENT} />
      </g>
      {/* tote */}
      <g transform="translate(430 96)">
        <path d="M24 40c0-44 84-44 84 0" fill="none" stroke="#c9bda2" strokeWidth="9" />
        <rect x="6" y="36" width="120" height="118" rx="8" fill={PAPER} />
        <rect x="30" y="78" width="72" height="30" rx="6" fill={BRAND} />
      </g>
      {/* bottle */}
      <g transform="translate(392 140)">
        <rect x="6" y="0" width="20" height="12" rx="3" fill={PAPER} />
        <rect x="0" y="10" width="32" height="100" rx="11" fill={BRAND} />
      </g>
    </>
  );
}
