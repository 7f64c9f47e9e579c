/**
 * The story page's illustration: the first screen-printing run, with the Prague skyline behind.
 * Drawn as SVG with a fixed aspect ratio, so the layout never shifts while it paints.
 */
export function OurStoryArt({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 640 480" role="img" aria-label={label} className="h-auto w-full" width="640" height="480">
      <rect width="640" height="480" rx="28" fill="#efe8d8" />
      <circle cx="500" cy="120" r="70" fill="#f4b740" opacity=".45" />
      {/* Prague skyline: Týn church, houses, the castle with St Vitus, Petřín tower */}
      <g fill="#d8ccb2">
        <rect x="26" y="340" width="50" height="60" />
        <path d="M26 340l25-20 25 20z" />
        <rect x="298" y="250" width="16" height="150" />
        <path d="M298 250l8-52 8 52z" />
        <rect x="326" y="250" width="16" height="150" />
        <path d="M326 250l8-52 8 52z" />
        <rect x="310" y="296" width="20" height="104" />
        <path d="M308 296l12-20 12 20z" />
        <rect x="340" y="300" width="200" height="100" />
        <rect x="432" y="210" width="28" height="190" />
        <path d="M432 210l14-70 14 70z" />
        <rect x="380" y="270" width="16" height="40" />
        <path d="M380 270l8-22 8 22z" />
        <path d="M560 400l14-150 14 150z" />
      </g>
      <rect x="0" y="400" width="640" height="80" fill="#e2d8c2" />
      {/* press: stand, shirt on its board, screen and squeegee */}
      <g transform="translate(70 110)">
        <rect x="96" y="230" width="28" height="62" fill="#2b2822" />
        <rect x="56" y="286" width="108" height="12" rx="6" fill="#2b2822" />
        <path d="M70 0c15 14 65 14 80 0l70 30-22 52-28-12v160H50V70l-28 12L0 30z" fill="#15130f" />
        <path d="M78 4c10 16 54 16 64 0" fill="none" stroke="#2b2822" strokeWidth="8" strokeLinecap="round" />
        {/* the print, already pulled above the squeegee */}
        <circle cx="110" cy="96" r="26" fill="#f4b740" />
        <path d="M96 108V84h6l8 9 8-9h6v24h-6V96l-8 8-8-8v12z" fill="#15130f" />
        {/* screen frame with its mesh */}
        <rect x="36" y="48" width="148" height="112" rx="4" fill="#faf7f0" opacity=".28" />
        <rect x="36" y="48" width="148" height="112" rx="4" fill="none" stroke="#8a5a00" strokeWidth="10" />
        <path d="M184 56l46-40" stroke="#8a5a00" strokeWidth="10" strokeLinecap="round" />
        <circle cx="232" cy="14" r="10" fill="#2b2822" />
        {/* squeegee */}
        <rect x="30" y="128" width="160" height="10" rx="3" fill="#d9482b" />
        <rect x="60" y="110" width="100" height="20" rx="10" fill="#f4b740" />
        <path d="M44 128c10-6 20-6 30 0" stroke="#f4b740" strokeWidth="4" fill="none" opacity=".8" />
      </g>
      {/* stack of finished shirts */}
      <g transform="translate(340 318)">
        <rect x="0" y="60" width="130" height="22" rx="6" fill="#15130f" />
        <rect x="6" y="38" width="122" height="22" rx="6" fill="#faf7f0" stroke="#d8ccb2" strokeWidth="2" />
        <rect x="2" y="16" width="126" height="22" rx="6" fill="#15130f" />
        <rect x="8" y="-6" width="118" height="22" rx="6" fill="#d9482b" />
        <circle cx="67" cy="5" r="6" fill="#f4b740" />
        <circle cx="65" cy="27" r="6" fill="#f4b740" />
        <circle cx="67" cy="49" r="6" fill="#15130f" />
        <circle cx="65" cy="71" r="6" fill="#f4b740" />
      </g>
      {/* shipping box */}
      <g transform="translate(488 300)">
        <rect x="0" y="20" width="120" height="100" rx="4" fill="#c9a46a" />
        <path d="M0 20l14-20h92l14 20z" fill="#b08d55" />
        <rect x="52" y="20" width="16" height="100" fill="#e7d3a8" />
        <path d="M20 92h24M20 102h16" stroke="#8a6a3a" strokeWidth="4" strokeLinecap="round" />
      </g>
    </svg>
  );
}
