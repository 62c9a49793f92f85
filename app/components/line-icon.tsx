import type { ReactNode } from "react";

/**
 * The frame of every inline line icon (the CSP allows no external images): a 24-unit square drawn with
 * the current text colour, always decorative.
 */
export function LineIcon({ children, className }: { children: ReactNode; className: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
