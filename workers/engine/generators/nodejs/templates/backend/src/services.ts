import type { Config } from "./config.js";
import { ChangeEvents } from "./events.js";
import type { Repositories } from "./repositories/index.js";
{{imports}}

/** Everything a route needs, created once per app; tests build it with in-memory repositories. */
export interface Services {
  config: Config;
  repositories: Repositories;
  events: ChangeEvents;
  {{fields}}
}

export function createServices(repositories: Repositories, config: Config): Services {
  return {
    config,
    repositories,
    events: new ChangeEvents(),
    {{creates}}
  };
}
