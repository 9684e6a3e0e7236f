/**
 * A small spinner that says it is busy: role="status", aria-busy, and a text for screen readers. The text is
 * the caller's, in the shown language: the spinner is also drawn by the page's buttons (decorative), whose
 * entry must not carry the modal's catalogue, so it has no words of its own.
 */
export type SpinnerProps =
  | {
      /** Read by screen readers; not shown. */
      label: string;
      decorative?: false | undefined;
    }
  | {
      label?: undefined;
      /** Only the glyph (for use inside a control that already says it is busy). */
      decorative: true;
    };

export function Spinner({ label, decorative = false }: SpinnerProps) {
  if (decorative) return <span className="wp-spinner" aria-hidden="true" />;
  return (
    <div className="wp-loading" role="status" aria-busy="true">
      <span className="wp-spinner" aria-hidden="true" />
      <span className="wp-visually-hidden">{label}</span>
    </div>
  );
}
