/** Pinned versions, each checked against the npm registry and installed together on Node 20; one place to bump them. */
export const VUE_VERSIONS = {
  vue: "3.5.45",
  "vue-router": "4.6.5",
  typescript: "5.9.3",
  vite: "6.4.1",
  vitest: "3.2.4",
  jsdom: "25.0.1",
  "vue-tsc": "3.3.14",
  "@vitejs/plugin-vue": "6.0.11",
  "@vue/test-utils": "2.6.0",
} as const;

export type VuePackage = keyof typeof VUE_VERSIONS;

export function pinned(names: readonly VuePackage[]): Record<string, string> {
  return Object.fromEntries([...names].sort().map((name) => [name, VUE_VERSIONS[name]]));
}
