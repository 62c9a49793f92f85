import type { JSX, ReactNode } from "react";
import type { IntegrationProvider } from "../../../workers/contract/integrations";

/**
 * Each provider's mark, drawn here from simple shapes in its brand colour so that it is recognisable at
 * 40 px (not the providers' artwork). Decorative: the provider's name always stands beside it.
 */

const TILE = "h-10 w-10 shrink-0 rounded-lg";

function Tile({ fill, children, testId }: { fill: string; children: ReactNode; testId: string }) {
  return (
    <svg viewBox="0 0 32 32" className={TILE} aria-hidden focusable="false" data-testid={testId}>
      <rect width="32" height="32" rx="7" fill={fill} />
      {children}
    </svg>
  );
}

/** GitHub: a cat's head and body in white on a dark disc, the idea of GitHub's mark. */
function GitHubMark() {
  return (
    <Tile fill="#1f2328" testId="logo-github">
      <circle cx="16" cy="16" r="12" fill="#ffffff" />
      <path
        fill="#1f2328"
        d="M10.2 10.6 11 7.4l3.2 2.1a8.6 8.6 0 0 1 3.6 0L21 7.4l.8 3.2a6.4 6.4 0 0 1 1.5 4.2c0 3.2-2 5-5.3 5.5.7.5 1 1.3 1 2.3V27.4a11 11 0 0 1-6 0V24.7c-1.9.4-3.3-.2-4-1.7-.3-.6-.8-1-1.3-1.1.9-.4 1.8.1 2.4 1 .6.8 1.5 1 2.9.6.1-.9.4-1.5 1-1.9-3.3-.5-5.3-2.3-5.3-5.5 0-1.6.5-3 1.5-4.2Z"
      />
    </Tile>
  );
}

/** Vercel: the white triangle on black. */
function VercelMark() {
  return (
    <Tile fill="#000000" testId="logo-vercel">
      <path fill="#ffffff" d="M16 8.5 25 24H7Z" />
    </Tile>
  );
}

/** Render: an R drawn in one stroke, white on black. */
function RenderMark() {
  return (
    <Tile fill="#000000" testId="logo-render">
      <path d="M11.5 24V8.5h6a4.6 4.6 0 0 1 0 9.2h-6M17 17.7 22 24" fill="none" stroke="#ffffff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
    </Tile>
  );
}

/** DigitalOcean: an open ring with two small squares trailing from it, white on its blue. */
function DigitalOceanMark() {
  return (
    <Tile fill="#0069ff" testId="logo-digitalocean">
      <path d="M16.5 22.5a7.5 7.5 0 1 0-7.5-7.5" fill="none" stroke="#ffffff" strokeWidth="3.6" />
      <rect x="12.2" y="20.7" width="4.3" height="4.3" fill="#ffffff" />
      <rect x="9" y="24.4" width="3.2" height="3.2" fill="#ffffff" />
      <rect x="6.4" y="21.8" width="2.6" height="2.6" fill="#ffffff" />
    </Tile>
  );
}

/** Cursor: a cube seen from a corner, its top face lit, on near-black. */
function CursorMark() {
  return (
    <Tile fill="#14120b" testId="logo-cursor">
      <path d="M16 6.5 24.5 11.4v9.8L16 26.1l-8.5-4.9v-9.8Z" fill="none" stroke="#ffffff" strokeWidth="1.8" strokeLinejoin="round" />
      <path d="M16 6.5 24.5 11.4 16 16.3 7.5 11.4Z" fill="#ffffff" />
      <path d="M16 16.3v9.8" stroke="#ffffff" strokeWidth="1.8" />
    </Tile>
  );
}

/** Cloudflare: a cloud in its orange, on white. */
function CloudflareMark() {
  return (
    <Tile fill="#ffffff" testId="logo-cloudflare">
      <path d="M8 21.5h15.2a3.3 3.3 0 0 0 .4-6.6 5.6 5.6 0 0 0-10.7-1.7 3.9 3.9 0 0 0-5.3 3.7A3.3 3.3 0 0 0 8 21.5Z" fill="#f38020" />
      <path d="M18.6 21.5h6.2a2.6 2.6 0 0 0-2.4-3.6h-.3" fill="#fbad41" />
    </Tile>
  );
}

const MARKS: Record<IntegrationProvider, () => JSX.Element> = {
  github: GitHubMark,
  vercel: VercelMark,
  render: RenderMark,
  digitalocean: DigitalOceanMark,
  cloudflare: CloudflareMark,
  cursor: CursorMark,
};

export function ProviderLogo({ provider }: { provider: IntegrationProvider }) {
  const Mark = MARKS[provider];
  return <Mark />;
}
