/**
 * Pinned versions, each checked against the npm registry (`npm view`); one place to bump them.
 * Next.js 16 needs Node 20.9 or later and React 19; the test tools are the React frontend's.
 */
export const NEXTJS_VERSIONS = {
  next: "16.4.6",
  react: "19.3.1",
  "react-dom": "19.3.1",
  typescript: "5.9.3",
  vitest: "3.2.4",
  jsdom: "25.0.1",
  "@testing-library/dom": "10.4.0",
  "@testing-library/react": "16.3.0",
  "@types/node": "20.19.43",
  "@types/react": "19.3.0",
  "@types/react-dom": "19.3.0",
} as const;

export type NextjsPackage = keyof typeof NEXTJS_VERSIONS;

export function pinned(names: readonly NextjsPackage[]): Record<string, string> {
  return Object.fromEntries([...names].sort().map((name) => [name, NEXTJS_VERSIONS[name]]));
}

/** The major version the docs name ("Next.js 16"). */
export const NEXT_MAJOR = NEXTJS_VERSIONS.next.split(".")[0] ?? "";
