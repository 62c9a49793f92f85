import { createApp } from "./app.js";
import { readConfig, type Env } from "./config.js";
import { ChangeEvents } from "./events.js";
import { createD1Repositories } from "./repositories/index.js";
import { createServices } from "./services.js";

/**
 * Changes are announced to the live streams open on this isolate only: see the README ("Live changes") for what
 * spans every isolate in production.
 */
const events = new ChangeEvents();

/** One app per environment: the bindings and variables do not change while an isolate lives. */
const apps = new WeakMap<Env, ReturnType<typeof createApp>>();

function appFor(env: Env): ReturnType<typeof createApp> {
  let app = apps.get(env);
  if (!app) {
    app = createApp(createServices(createD1Repositories(env.DB), readConfig(env), events, env));
    apps.set(env, app);
  }
  return app;
}

export default {
  fetch(request: Request, env: Env, ctx: ExecutionContext): Response | Promise<Response> {
    let app: ReturnType<typeof createApp>;
    try {
      app = appFor(env);
    } catch (error) {
      // A required setting is missing (AUTH_SECRET in production): every request says which, none is served.
      console.error(error);
      const message = error instanceof Error ? error.message : String(error);
      return Response.json({ error: `The API is not configured: ${message}` }, { status: 500 });
    }
    return app.fetch(request, env, ctx);
  },
};
