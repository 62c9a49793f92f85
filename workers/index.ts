import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
// @ts-ignore -- the Remix server build exists only after `npm run build`; the test entry leaves it out.
import * as remixBuild from "../build/server/index.js";
import type { Env } from "./env";
export { ProjectRoom } from "./project/project-room";
export { PreviewBackend } from "./preview/preview-backend";
export { PreviewDatabase, PreviewDatabaseBinding } from "./preview/preview-database";
export { PublishedApp } from "./preview/published-app";
import { route, type PageContext } from "./router";

const handleRemixRequest = createRequestHandler(remixBuild as unknown as ServerBuild);

export default {
  fetch(request, env, ctx) {
    return route(request, env, ctx, (req, context: PageContext) =>
      handleRemixRequest(req, { cloudflare: { env: context.env, ctx: context.ctx }, nonce: context.nonce }),
    );
  },
} satisfies ExportedHandler<Env>;
