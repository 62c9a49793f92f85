import type { Hono } from "hono";
import { {{schema}}, type {{type}} } from "../{{module}}";
import { crudRoutes } from "../http/crud.js";
import type { AppEnv } from "../http/errors.js";
import type { Services } from "../services.js";
{{accessImport}}

/** /api/{{route}}: list, create, read, replace and delete {{records}}. */
export function {{routesName}}({ repositories, events }: Services): Hono<AppEnv> {
  return crudRoutes<{{type}}>({
    label: {{label}},
    topic: {{topic}},
    repository: repositories.{{repository}},
    schema: {{schema}},
    {{references}}
    {{states}}
    events,
    {{access}}
  });
}
