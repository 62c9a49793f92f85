import type { AppModel } from "../../model";
import { code } from "../files";
import { fillBlocks } from "../fill-blocks";
import type { GeneratedFile } from "../types";
import { nodeCrudHookSlots } from "./rule-hook";
import events from "./templates/backend/src/events.ts?raw";
import cors from "./templates/backend/src/http/cors.ts?raw";
import crud from "./templates/backend/src/http/crud.ts?raw";
import errors from "./templates/backend/src/http/errors.ts?raw";

/**
 * The HTTP layer every route uses: errors and their one JSON shape, the CRUD router (which calls the rule
 * hook when the app has rules written as code), CORS, change events.
 */
export const httpFiles = (model: AppModel): GeneratedFile[] => [
  code("backend/src/http/errors.ts", "backend", errors),
  code("backend/src/http/crud.ts", "backend", fillBlocks(crud, nodeCrudHookSlots(model))),
  code("backend/src/http/cors.ts", "backend", cors),
  code("backend/src/events.ts", "backend", events),
];
