// The main module of a previewed app's dynamic Worker (see ../backend-runner.ts): hands the app's backend its
// environment (its D1 database, its own secret, nothing of AppForge's) and, when the app answers a request
// with a failure of its own code, says in the answer what failed and where (file and line), for the preview.
import app from "/backend/src/index.ts";
import { database } from "/appforge/d1.js";
import { requestState } from "/appforge/state.js";

const logError = console.error.bind(console);
console.error = (...args) => {
  const state = requestState.getStore();
  if (state && !state.error) state.error = args.find((arg) => arg instanceof Error) ?? null;
  logError(...args);
};

/** The first place in the app's own files that an error's stack names: "backend/src/rules.ts:12". */
export function whereIn(error) {
  const match = /\/?(backend\/[^\s():]+):(\d+)(?::\d+)?/.exec(String(error?.stack ?? ""));
  return error?.where ?? (match ? `${match[1]}:${match[2]}` : null);
}

function failure(status, error) {
  const where = whereIn(error);
  const message = error instanceof Error ? error.message : String(error);
  const text = `The app's backend failed: ${message}${where && !message.includes(where) ? ` (at ${where})` : ""}`;
  return Response.json({ error: text }, { status, headers: { "X-Preview-Failure": where ?? "unknown" } });
}

/**
 * The app's environment, one per Worker environment (the same for every request of this Worker, so an app
 * that keeps per-environment state keeps it): its database and its preview's own secret, in development mode.
 */
const appEnvs = new WeakMap();
function appEnvOf(env) {
  let appEnv = appEnvs.get(env);
  if (!appEnv) {
    appEnv = { DB: database(env.PREVIEW_DB), AUTH_SECRET: env.AUTH_SECRET, APP_ENV: "development", CORS_ORIGIN: "*" };
    appEnvs.set(env, appEnv);
  }
  return appEnv;
}

export default {
  async fetch(request, env, ctx) {
    const state = { iterations: 0, error: null };
    const appEnv = appEnvOf(env);
    return requestState.run(state, async () => {
      let response;
      try {
        response = await app.fetch(request, appEnv, ctx);
      } catch (error) {
        return failure(500, error);
      }
      // The app answered its own 500 for an error it caught: the preview says which one, and where.
      if (response.status >= 500 && state.error) return failure(response.status, state.error);
      return response;
    });
  },
};
