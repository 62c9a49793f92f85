import { code } from "../files";
import type { GeneratedFile } from "../types";
import events from "./templates/backend/src/events.ts?raw";
import cors from "./templates/backend/src/http/cors.ts?raw";
import crud from "./templates/backend/src/http/crud.ts?raw";
import errors from "./templates/backend/src/http/errors.ts?raw";

/** The HTTP layer every route uses: errors and their one JSON shape, the CRUD router, CORS, change events. */
export const httpFiles = (): GeneratedFile[] => [
  code("backend/src/http/errors.ts", "backend", errors),
  code("backend/src/http/crud.ts", "backend", crud),
  code("backend/src/http/cors.ts", "backend", cors),
  code("backend/src/events.ts", "backend", events),
];
