// `npm start`: the whole product on http://localhost:8787 (PORT overrides) with local D1 migrated.
import { applyMigrations, buildApp, ensureDevSecrets, startWrangler, stopProcessGroup } from "./server.mjs";

const port = Number(process.env.PORT ?? 8787);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`PORT must be a port number, got "${process.env.PORT}"`);
  process.exit(1);
}

ensureDevSecrets();
applyMigrations();
buildApp();

const server = startWrangler({ port });
console.log(`\nAppForge is starting on http://localhost:${port}\n`);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    stopProcessGroup(server);
    process.exit(0);
  });
}
server.on("exit", (code) => process.exit(code ?? 0));
