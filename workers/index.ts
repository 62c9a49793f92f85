import type { ServerBuild } from "@remix-run/cloudflare";
import type { Env } from "./env";
import { onceUntilFailed } from "./once";
export { ProjectRoom } from "./project/project-room";
export { PreviewBackend } from "./preview/preview-backend";
export { PreviewDatabase, PreviewDatabaseBinding } from "./preview/preview-database";
export { PublishedApp } from "./preview/published-app";
import { route, type PageContext, type PageHandler } from "./router";

/**
 * The pages' handler, made on the first page request: the Remix server build (every route's module, with its own
 * copy of the screens' schemas) is evaluated then, not at every start of the Worker, which the API, the rooms and
 * the previews start too (docs/benchmarks.md). A failed load is tried again by the next page request.
 */
const pagesOnce = onceUntilFailed(async (): Promise<PageHandler> => {
  const [{ createRequestHandler }, build] = await Promise.all([
    import("@remix-run/cloudflare"),
    // @ts-ignore -- the Remix server build exists only after `npm run build`; the test entry leaves it out.
    import("../build/server/index.js") as Promise<unknown>,
  ]);
  const handle = createRequestHandler(build as ServerBuild);
  return (request, context: PageContext) => handle(request, { cloudflare: { env: context.env, ctx: context.ctx }, nonce: context.nonce });
});

export default {
  fetch(request, env, ctx) {
    return route(request, env, ctx, async (req, context) => (await pagesOnce())(req, context));
  },
} satisfies ExportedHandler<Env>;
