import type { Config, Env } from "./config.js";
import type { ChangeEvents } from "./events.js";
import type { Repositories } from "./repositories/index.js";
{{imports}}

/** Everything a route needs, created once per isolate; tests build it on the test database. */
export interface Services {
  config: Config;
  repositories: Repositories;
  events: ChangeEvents;
  {{fields}}
}

export function createServices(repositories: Repositories, config: Config, events: ChangeEvents, env: Pick<Env, "DB" | "UPLOADS">): Services {
  return {
    config,
    repositories,
    events,
    {{creates}}
  };
}
