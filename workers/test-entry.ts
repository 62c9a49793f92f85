import type { Env } from "./env";
export { ProjectRoom } from "./project/project-room";
export { PreviewBackend } from "./preview/preview-backend";
export { PreviewDatabase, PreviewDatabaseBinding } from "./preview/preview-database";
export { PublishedApp } from "./preview/published-app";
import { route } from "./router";

/** The Worker without the Remix build, for Workers-pool tests of the API and the rooms. */
export default {
  fetch(request, env, ctx) {
    return route(request, env, ctx, async () => new Response("pages are not part of the test worker", { status: 404 }));
  },
} satisfies ExportedHandler<Env>;
