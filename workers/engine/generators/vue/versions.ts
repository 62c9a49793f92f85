/**
 * Pinned versions, each checked against the npm registry and installed together on Node 20; one place to bump them.
 * @vue/test-utils stays on 2.4: 2.5 and later pull js-beautify 2, whose nopt 10 requires Node 22.
 */
export const VUE_VERSIONS = {
  vue: "3.5.45",
  "vue-router": "4.6.5",
  typescript: "5.9.3",
  vite: "6.4.1",
  vitest: "3.2.4",
  jsdom: "25.0.1",
  "vue-tsc": "3.3.14",
  "@vitejs/plugin-vue": "6.0.11",
  "@vue/test-utils": "2.4.11",
} as const;

export type VuePackage = keyof typeof VUE_VERSIONS;

export function pinned(names: readonly VuePackage[]): Record<string, string> {
  return Object.fromEntries([...names].sort().map((name) => [name, VUE_VERSIONS[name]]));
}
