/** The few glyphs the shell draws. Decorative: always aria-hidden, the control carries the name. */
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

export function BackIcon() {
  return (
    <svg {...common}>
      <path d="M10 3 5 8l5 5" />
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg {...common}>
      <path d="m4 4 8 8M12 4l-8 8" />
    </svg>
  );
}

export function CheckIcon() {
  return (
    <svg {...common}>
      <path d="m3.5 8.5 3 3 6-7" />
    </svg>
  );
}

export function WarningIcon() {
  return (
    <svg {...common}>
      <path d="M8 2.5 14.5 13.5h-13Z" />
      <path d="M8 6.5v3M8 11.5v.01" />
    </svg>
  );
}
