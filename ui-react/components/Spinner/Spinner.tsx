/** A small spinner that says it is busy: role="status", aria-busy, and a text for screen readers. */
export type SpinnerProps = {
  /** Read by screen readers; not shown. */
  label?: string;
  /** Only the glyph (for use inside a control that already says it is busy). */
  decorative?: boolean;
};

export function Spinner({ label = 'Loading', decorative = false }: SpinnerProps) {
  if (decorative) return <span className="wp-spinner" aria-hidden="true" />;
  return (
    <div className="wp-loading" role="status" aria-busy="true">
      <span className="wp-spinner" aria-hidden="true" />
      <span className="wp-visually-hidden">{label}</span>
    </div>
  );
}
