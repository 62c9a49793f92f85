import type { AppModel } from "../../model";
import { fillBlocks } from "../fill-blocks";
import type { GeneratedFile } from "../types";
import { pythonCrudOwnershipSlots, pythonEventOwnershipSlots } from "./features/auth";
import { pyCode } from "./files";
import { pythonCrudHookSlots } from "./rule-hook";
import errorsPy from "./templates/backend/app/http/errors.py?raw";
import bodyPy from "./templates/backend/app/http/body.py?raw";
import crudPy from "./templates/backend/app/http/crud.py?raw";
import corsPy from "./templates/backend/app/http/cors.py?raw";
import eventsPy from "./templates/backend/app/events.py?raw";
import initPy from "./templates/backend/app/http/__init__.py?raw";

/**
 * The HTTP plumbing every route shares: errors, bodies, the CRUD router (which calls the rule hook when the
 * app has rules written as code), CORS and change events (which carry who created an owned record, when a role
 * owns record types).
 */
export const httpFiles = (model: AppModel): GeneratedFile[] => [
  pyCode("backend/app/http/__init__.py", "backend", initPy),
  pyCode("backend/app/http/errors.py", "backend", errorsPy),
  pyCode("backend/app/http/body.py", "backend", bodyPy),
  pyCode("backend/app/http/crud.py", "backend", fillBlocks(crudPy, { ...pythonCrudHookSlots(model), ...pythonCrudOwnershipSlots(model) })),
  pyCode("backend/app/http/cors.py", "backend", corsPy),
  pyCode("backend/app/events.py", "backend", fillBlocks(eventsPy, pythonEventOwnershipSlots(model))),
];
