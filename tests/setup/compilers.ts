import { installCompilers } from "../../workers/engine/compilers";
import { remoteCompilers } from "../../workers/preview/compiler-worker";

// As the Worker's entry does (workers/router.ts): the engine's compilers in their own dynamic Worker, started
// from the built assets, for tests that reach the engine without a request.
installCompilers(remoteCompilers);
