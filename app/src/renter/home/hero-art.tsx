// The hero's illustration: drawn here (nothing is downloaded at run time). Decorative.
export function HeroArt() {
  return (
    <svg viewBox="0 0 1200 520" preserveAspectRatio="xMidYMax slice" className="size-full" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="var(--palette-sky-200)" />
          <stop offset="1" stopColor="var(--palette-amber-100)" />
        </linearGradient>
        <linearGradient id="road" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="var(--palette-stone-500)" />
          <stop offset="1" stopColor="var(--palette-stone-700)" />
        </linearGradient>
      </defs>
      <rect width="1200" height="520" fill="url(#sky)" />
      <circle cx="930" cy="150" r="62" fill="var(--palette-amber-300)" opacity="0.9" />
      <path
        d="M0 330 L140 200 L230 280 L360 150 L500 300 L600 230 L720 320 L860 190 L1000 300 L1100 240 L1200 300 V520 H0 Z"
        fill="var(--palette-pine-300)"
      />
      <path
        d="M360 150 L395 185 L375 182 L360 196 L345 180 L325 186 Z M860 190 L895 222 L875 220 L860 232 L845 218 L826 222 Z"
        fill="var(--palette-white)"
        opacity="0.85"
      />
      <path d="M0 380 C200 330 380 360 560 350 C760 338 960 310 1200 350 V520 H0 Z" fill="var(--palette-pine-500)" />
      <g fill="var(--palette-pine-800)">
        {[60, 110, 1040, 1090, 1140].map((x, i) => (
          <path key={x} d={`M${x} ${390 - (i % 2) * 14} l22 58 h-44 z`} />
        ))}
      </g>
      <path d="M0 520 C300 440 520 430 640 430 C780 430 980 450 1200 520 Z" fill="url(#road)" />
      <path
        d="M300 505 C460 462 560 456 640 456 M700 458 C800 462 900 472 1000 500"
        stroke="var(--palette-amber-200)"
        strokeWidth="5"
        strokeDasharray="26 20"
        fill="none"
      />
      <g transform="translate(520 340)">
        <rect x="0" y="0" width="190" height="86" rx="14" fill="var(--palette-white)" />
        <rect x="0" y="52" width="190" height="14" fill="var(--palette-ember-500)" />
        <path d="M190 24 h34 a18 18 0 0 1 18 18 v44 h-52 z" fill="var(--palette-white)" />
        <path d="M196 30 h26 a12 12 0 0 1 12 12 v6 h-38 z" fill="var(--palette-sky-300)" />
        <rect x="22" y="16" width="46" height="26" rx="5" fill="var(--palette-sky-300)" />
        <rect x="84" y="16" width="46" height="26" rx="5" fill="var(--palette-sky-300)" />
        <rect x="148" y="14" width="26" height="58" rx="4" fill="var(--palette-stone-200)" />
        <circle cx="48" cy="90" r="17" fill="var(--palette-stone-900)" />
        <circle cx="48" cy="90" r="7" fill="var(--palette-stone-300)" />
        <circle cx="206" cy="90" r="17" fill="var(--palette-stone-900)" />
        <circle cx="206" cy="90" r="7" fill="var(--palette-stone-300)" />
      </g>
    </svg>
  );
}
