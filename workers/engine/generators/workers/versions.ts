/**
 * The Workers backend's packages, pinned to the versions AppForge itself installs (its package-lock.json), so the
 * preview can run the generated Worker on AppForge's own copies of hono and zod.
 */
export const WORKERS_VERSIONS = {
  hono: "4.13.19",
  zod: "4.6.7",
  wrangler: "4.86.0",
  vitest: "4.1.11",
  "@cloudflare/vitest-pool-workers": "0.15.1",
  "@cloudflare/workers-types": "4.20260702.1",
  typescript: "5.9.3",
} as const;

export type WorkersPackage = keyof typeof WORKERS_VERSIONS;

export const pinnedFor = (names: readonly WorkersPackage[]): Record<string, string> =>
  Object.fromEntries([...names].sort().map((name) => [name, WORKERS_VERSIONS[name]]));
