import type { ReactNode } from "react";
import { LineIcon } from "../line-icon";

export type IconName = "wizard" | "agents" | "live" | "cost" | "code" | "deploy";

const PATHS: Record<IconName, ReactNode> = {
  wizard: (
    <>
      <rect x="4" y="3" width="16" height="18" rx="2" />
      <path d="M8 8h8M8 12h8M8 16h5" />
    </>
  ),
  agents: (
    <>
      <circle cx="8" cy="8" r="3" />
      <circle cx="16" cy="8" r="3" />
      <path d="M3 20c0-3 2.2-5 5-5s5 2 5 5M11 20c0-3 2.2-5 5-5s5 2 5 5" />
    </>
  ),
  live: <path d="M3 12h4l3-7 4 14 3-7h4" />,
  cost: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M15 9.5c-.5-1-1.6-1.5-3-1.5-1.7 0-3 .8-3 2s1.3 1.7 3 2 3 .8 3 2-1.3 2-3 2c-1.4 0-2.5-.5-3-1.5M12 6v2M12 16v2" />
    </>
  ),
  code: <path d="M8 7l-5 5 5 5M16 7l5 5-5 5M14 4l-4 16" />,
  deploy: (
    <>
      <path d="M12 3c3 2 5 5.5 5 9.5L15 16H9l-2-3.5C7 8.5 9 5 12 3z" />
      <circle cx="12" cy="10" r="1.5" />
      <path d="M9 16l-2 4 3-1.5M15 16l2 4-3-1.5" />
    </>
  ),
};

/** A small line icon drawn inline (the CSP allows no external images). */
export function Icon({ name, className = "h-6 w-6" }: { name: IconName; className?: string }) {
  return <LineIcon className={className}>{PATHS[name]}</LineIcon>;
}

export function CheckIcon({ className = "h-4 w-4" }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" className={className} aria-hidden="true" focusable="false">
      <path
        fillRule="evenodd"
        d="M16.7 5.3a1 1 0 010 1.4l-8 8a1 1 0 01-1.4 0l-4-4a1 1 0 111.4-1.4L8 12.6l7.3-7.3a1 1 0 011.4 0z"
        clipRule="evenodd"
      />
    </svg>
  );
}
