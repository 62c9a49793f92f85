import { env } from "cloudflare:workers";
import { installCompilers } from "../../workers/engine/compilers";
import { remoteCompilers } from "../../workers/preview/compiler-worker";
import { engineReady } from "../../workers/engine-ready";

// As the Worker's entry and the project room do (workers/router.ts, project-room.ts), for tests that reach the
// engine without a request: the compilers in their own dynamic Worker, and what the engine loads on first use (the
// generators' templates from the built assets, the naming library).
installCompilers(remoteCompilers);
await engineReady(env.ASSETS);
