/** Pinned versions, each checked against the npm registry; one place to bump them. */
export const NODE_VERSIONS = {
  express: "4.21.2",
  pg: "8.16.3",
  mysql2: "3.24.6",
  mongodb: "7.9.0",
  zod: "4.1.12",
  typescript: "5.9.3",
  tsx: "4.20.6",
  vitest: "3.2.4",
  supertest: "7.1.4",
  ajv: "8.20.0",
  "ajv-formats": "3.0.1",
  "@types/express": "4.17.23",
  "@types/node": "20.19.25",
  "@types/pg": "8.15.6",
  "@types/supertest": "6.0.3",
} as const;

export type NodePackage = keyof typeof NODE_VERSIONS;

export function pinned(names: readonly NodePackage[]): Record<string, string> {
  return Object.fromEntries([...names].sort().map((name) => [name, NODE_VERSIONS[name]]));
}
