import vue from "@vitejs/plugin-vue";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [vue()],
  // In development the API runs on port 3000 (npm run dev in backend/); the browser calls /api on this origin.
  server: { proxy: { "/api": "http://localhost:3000" } },
  test: { environment: "jsdom" },
});
