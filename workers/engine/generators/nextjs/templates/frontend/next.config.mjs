// The browser calls /api on this app's own origin; the Next.js server forwards those calls to the API.
// API_URL is read when the app is built (npm run build): in development the API runs on port 3000.
const API_URL = (process.env.API_URL ?? "http://localhost:3000").replace(/\/+$/, "");

/** @type {import("next").NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Live updates are a long-lived event stream: compressed, its events would be held back.
  compress: false,
  async rewrites() {
    return [{ source: "/api/:path*", destination: `${API_URL}/api/:path*` }];
  },
};

export default nextConfig;
