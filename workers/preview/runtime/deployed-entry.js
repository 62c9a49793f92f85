// The main module of an app deployed to its owner's own Cloudflare account (see ../worker-bundle.ts): the same
// compiled backend the preview and the published app run, given the Worker's own bindings (its D1 database, its
// secret, APP_ENV=production). The build's loop guard stays in the code, so each request runs in a state of its own.
import app from "/backend/src/index.ts";
import { requestState } from "/appforge/state.js";

export default {
  fetch(request, env, ctx) {
    return requestState.run({ iterations: 0, error: null }, () => app.fetch(request, env, ctx));
  },
};
