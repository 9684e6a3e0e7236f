/** Glyphs of the Account view. Decorative: always aria-hidden, the control carries the name. */
import type { WalletFeature } from '../../../domain/usecases/options/options.js';

const common = {
  width: 16,
  height: 16,
  viewBox: '0 0 16 16',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.75,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

export function CopyIcon() {
  return (
    <svg {...common}>
      <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" />
      <path d="M10.5 3.5v-.5a1 1 0 0 0-1-1h-6a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h.5" />
    </svg>
  );
}

export function DisconnectIcon() {
  return (
    <svg {...common}>
      <path d="M6 2.5H3.5a1 1 0 0 0-1 1v9a1 1 0 0 0 1 1H6M10.5 11 13.5 8l-3-3M13.5 8H6" />
    </svg>
  );
}

export function ChevronDownIcon() {
  return (
    <svg {...common}>
      <path d="m4 6 4 4 4-4" />
    </svg>
  );
}

const featurePaths: Readonly<Record<WalletFeature, string>> = {
  onramp: 'M2.5 5.5h11v7h-11zM2.5 8h11M5 10.5h2',
  swaps: 'M3 5.5h9l-2.5-2.5M13 10.5H4l2.5 2.5',
  receive: 'M8 2.5v9M4.5 8 8 11.5 11.5 8M3 13.5h10',
  send: 'M8 13.5v-9M4.5 8 8 4.5 11.5 8M3 2.5h10',
};

export function FeatureIcon({ feature }: { feature: WalletFeature }) {
  return (
    <svg {...common}>
      <path d={featurePaths[feature]} />
    </svg>
  );
}
