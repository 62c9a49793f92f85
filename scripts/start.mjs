// `npm start`: the whole product on http://localhost:8787 (PORT overrides) with local D1 migrated, and its
// previews on their own origin, http://localhost:8788 (PREVIEW_PORT overrides; default PORT + 1), and the apps
// published on AppForge's edge each at a name under http://localhost:8789 (APPS_PORT overrides; default PORT + 2),
// such as http://bakery.localhost:8789 (browsers send every *.localhost name to this machine).
import { applyMigrations, buildApp, ensureDevSecrets, startPreviewProxy, startWrangler, stopProcessGroup } from "./server.mjs";

const portOf = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0 || value > 65535) {
    console.error(`${name} must be a port number, got "${process.env[name]}"`);
    process.exit(1);
  }
  return value;
};
const port = portOf("PORT", 8787);
const previewPort = portOf("PREVIEW_PORT", port + 1);
const appsPort = portOf("APPS_PORT", port + 2);
if (previewPort === port) {
  console.error("PREVIEW_PORT must differ from PORT: previews get an origin of their own");
  process.exit(1);
}
if (appsPort === port || appsPort === previewPort) {
  console.error("APPS_PORT must differ from PORT and PREVIEW_PORT: published apps get origins of their own");
  process.exit(1);
}

ensureDevSecrets();
applyMigrations();
buildApp();

// Set APP_ORIGIN and PREVIEW_ORIGIN in the environment to reach it by another name (a LAN address, a
// forwarded port): pages asked for on any other name move to APP_ORIGIN.
const appOrigin = process.env.APP_ORIGIN || `http://localhost:${port}`;
const previewOrigin = process.env.PREVIEW_ORIGIN || `http://localhost:${previewPort}`;
const appsOrigin = process.env.APPS_ORIGIN || `http://localhost:${appsPort}`;
const server = startWrangler({ port, vars: { APP_ORIGIN: appOrigin, PREVIEW_ORIGIN: previewOrigin, APPS_ORIGIN: appsOrigin } });
for (const [name, extra] of [["PREVIEW_PORT", previewPort], ["APPS_PORT", appsPort]]) {
  startPreviewProxy({ port: extra, target: port }).catch((error) => {
    console.error(`Could not listen on port ${extra}: ${error.message} (set ${name} to a free port)`);
    stopProcessGroup(server);
    process.exit(1);
  });
}
console.log(`\nAppForge is starting on ${appOrigin} (previews on ${previewOrigin}, published apps under ${appsOrigin})\n`);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    stopProcessGroup(server);
    process.exit(0);
  });
}
server.on("exit", (code) => process.exit(code ?? 0));
