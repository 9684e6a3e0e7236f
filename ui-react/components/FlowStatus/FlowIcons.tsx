/** The pictures of the step-by-step views: an envelope (email steps) and a lock (the secure wallet). Decorative. */
import { glyphProps } from '../Icon/icons.js';

const common = glyphProps(24);

export function MailIcon() {
  return (
    <svg {...common}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m4 7 8 6 8-6" />
    </svg>
  );
}

export function LockIcon() {
  return (
    <svg {...common}>
      <rect x="5" y="11" width="14" height="9" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </svg>
  );
}
