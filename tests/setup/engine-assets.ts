import { env } from "cloudflare:workers";
import { installCompilers } from "../../workers/engine/compilers";
import { remoteCompilers } from "../../workers/preview/compiler-worker";
import { templatesReady } from "../../workers/templates";

// As the Worker's entry and the project room do (workers/router.ts, project-room.ts), for tests that reach the
// engine without a request: the compilers in their own dynamic Worker and the generators' templates, both read
// from the built assets.
installCompilers(remoteCompilers);
await templatesReady(env.ASSETS);
