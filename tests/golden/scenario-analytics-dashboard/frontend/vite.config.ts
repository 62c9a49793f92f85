import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  // In development the API runs on port 3000 (npm run dev in backend/); the browser calls /api on this origin.
  server: { proxy: { "/api": "http://localhost:3000" } },
  test: { environment: "jsdom" },
});
