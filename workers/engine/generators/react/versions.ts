/** Pinned versions, each checked against the npm registry; one place to bump them. */
export const REACT_VERSIONS = {
  react: "18.3.1",
  "react-dom": "18.3.1",
  "react-router-dom": "6.30.1",
  typescript: "5.9.3",
  vite: "6.4.1",
  vitest: "3.2.4",
  jsdom: "25.0.1",
  "@vitejs/plugin-react": "4.7.0",
  "@testing-library/dom": "10.4.0",
  "@testing-library/react": "16.3.0",
  "@types/react": "18.3.26",
  "@types/react-dom": "18.3.7",
} as const;

export type ReactPackage = keyof typeof REACT_VERSIONS;

export function pinned(names: readonly ReactPackage[]): Record<string, string> {
  return Object.fromEntries([...names].sort().map((name) => [name, REACT_VERSIONS[name]]));
}
