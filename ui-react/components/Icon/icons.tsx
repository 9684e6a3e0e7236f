/** The few glyphs the shell draws. Decorative: always aria-hidden, the control carries the name. */
/** The stroke style every glyph shares, on a square of `size` pixels; hidden from assistive technology. */
export function glyphProps(size: number) {
  return {
    width: size,
    height: size,
    viewBox: `0 0 ${size} ${size}`,
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 1.75,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    'aria-hidden': true,
    focusable: false,
  } as const;
}

const common = glyphProps(16);

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
