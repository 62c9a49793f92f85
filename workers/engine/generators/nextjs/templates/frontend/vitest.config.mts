import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      // The screens route through next/navigation: in the tests, an in-memory location (no server).
      { find: /^next\/navigation$/, replacement: src("test/next-navigation.tsx") },
      { find: /^@\//, replacement: src("") },
    ],
  },
  esbuild: { jsx: "automatic" },
  test: { environment: "jsdom" },
});
