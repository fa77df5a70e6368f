// The shell's four icons (tab bar and back arrow), drawn here as plain SVG:
// taken from antd-mobile-icons, they brought the helpers antd-mobile shares
// into every page's first script (about 25 KB gzip). Pages use ui/icons.
const box = { width: '1em', height: '1em', viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export const HomeIcon = () => (
  <svg {...box} aria-hidden>
    <path d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />
  </svg>
);

export const RankIcon = () => (
  <svg {...box} aria-hidden>
    <path d="M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01" />
  </svg>
);

export const MineIcon = () => (
  <svg {...box} aria-hidden>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </svg>
);

export const BackIcon = () => (
  <svg {...box} aria-hidden>
    <path d="M15 5l-7 7 7 7" />
  </svg>
);
