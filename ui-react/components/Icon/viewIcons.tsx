/**
 * The glyphs of the views (the shell's few are in icons.tsx, which the page's first chunk carries: the views'
 * glyphs live apart so that chunk does not grow with them, tests/size-budget). Decorative: always aria-hidden,
 * the control carries the name.
 */
import type { ReactNode } from 'react';
import type { WalletFeature } from '../../../domain/usecases/options/index.js';

/** The shell's glyph style (icons.tsx): a 16 px line drawing, or the step views' 24 px pictures. */
function Glyph({ size = 16, mirrorRtl = false, children }: { size?: 16 | 24; mirrorRtl?: boolean; children: ReactNode }) {
  return (
    <svg
      // A glyph that points somewhere turns around under right to left (baseCss.ts).
      className={mirrorRtl ? 'wp-mirror-rtl' : undefined}
      width={size}
      height={size}
      viewBox={`0 0 ${size} ${size}`}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable={false}
    >
      {children}
    </svg>
  );
}

/** An envelope, for the email steps (24 px). */
export function MailIcon() {
  return (
    <Glyph size={24}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m4 7 8 6 8-6" />
    </Glyph>
  );
}

/** A lock, for the secure wallet's steps (24 px). */
export function LockIcon() {
  return (
    <Glyph size={24}>
      <rect x="5" y="11" width="14" height="9" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </Glyph>
  );
}

export function CopyIcon() {
  return (
    <Glyph>
      <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" />
      <path d="M10.5 3.5v-.5a1 1 0 0 0-1-1h-6a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h.5" />
    </Glyph>
  );
}

export function DisconnectIcon() {
  return (
    <Glyph mirrorRtl>
      <path d="M6 2.5H3.5a1 1 0 0 0-1 1v9a1 1 0 0 0 1 1H6M10.5 11 13.5 8l-3-3M13.5 8H6" />
    </Glyph>
  );
}

const featurePaths: Readonly<Record<WalletFeature, string>> = {
  onramp: 'M2.5 5.5h11v7h-11zM2.5 8h11M5 10.5h2',
  swaps: 'M3 5.5h9l-2.5-2.5M13 10.5H4l2.5 2.5',
  receive: 'M8 2.5v9M4.5 8 8 11.5 11.5 8M3 13.5h10',
  send: 'M8 13.5v-9M4.5 8 8 4.5 11.5 8M3 2.5h10',
};

/** The Account view's feature buttons (buy, swap, receive, send). */
export function FeatureIcon({ feature }: { feature: WalletFeature }) {
  return (
    <Glyph>
      <path d={featurePaths[feature]} />
    </Glyph>
  );
}

/** Two opposite arrows (the swap's switch button). */
export function SwitchTokensIcon() {
  return (
    <Glyph>
      <path d="M5 2v11M5 13l-3-3M5 13l3-3M11 14V3M11 3l-3 3M11 3l3 3" />
    </Glyph>
  );
}
