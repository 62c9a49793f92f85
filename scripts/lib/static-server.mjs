// A stand-in for a generated frontend's nginx: its build folder served, /api forwarded to the backend.
import { readFile, stat } from "node:fs/promises";
import { createServer, request } from "node:http";
import { extname, join, sep } from "node:path";

const CONTENT_TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".map": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".webmanifest": "application/manifest+json",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
};

/**
 * What the generated nginx.conf does, in Node: /api/ forwarded to the backend (streamed, for live updates),
 * an existing file served as is, any other path answered with index.html (the app's router takes over).
 * Resolves, once listening, with the function that closes it.
 */
export function startStaticServer(root, port, apiPort) {
  const handle = async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? "/", "http://app").pathname);
    if (path === "/api" || path.startsWith("/api/")) {
      const upstream = request(
        { host: "127.0.0.1", port: apiPort, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on("error", () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      res.on("close", () => upstream.destroy());
      req.pipe(upstream);
      return;
    }
    let file = join(root, path);
    // Only files inside the build folder; anything else falls back to index.html.
    if (!file.startsWith(root + sep) || !(await stat(file).then((found) => found.isFile(), () => false))) file = join(root, "index.html");
    res.writeHead(200, { "content-type": CONTENT_TYPES[extname(file)] ?? "application/octet-stream" });
    res.end(await readFile(file));
  };
  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      // A 500 the page would report: the smoke fails with this server's reason.
      console.error(`   static server: ${req.method} ${req.url}: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  const close = () => {
    server.closeAllConnections();
    server.close();
  };
  return new Promise((listening, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => listening(close));
  });
}
