import type { AppModel } from "../../model";
import { fillBlocks } from "../fill-blocks";
import type { GeneratedFile } from "../types";
import { pythonCrudOwnershipSlots, pythonEventOwnershipSlots } from "./features/auth";
import { pyCode } from "./files";
import { pythonCrudHookSlots } from "./rule-hook";
import { templateText } from "../template-texts";

/**
 * The HTTP plumbing every route shares: errors, bodies, the CRUD router (which calls the rule hook when the
 * app has rules written as code), CORS and change events (which carry who created an owned record, when a role
 * owns record types).
 */
export const httpFiles = (model: AppModel): GeneratedFile[] => [
  pyCode("backend/app/http/__init__.py", "backend", templateText("python/templates/backend/app/http/__init__.py")),
  pyCode("backend/app/http/errors.py", "backend", templateText("python/templates/backend/app/http/errors.py")),
  pyCode("backend/app/http/body.py", "backend", templateText("python/templates/backend/app/http/body.py")),
  pyCode("backend/app/http/crud.py", "backend", fillBlocks(templateText("python/templates/backend/app/http/crud.py"), { ...pythonCrudHookSlots(model), ...pythonCrudOwnershipSlots(model) })),
  pyCode("backend/app/http/cors.py", "backend", templateText("python/templates/backend/app/http/cors.py")),
  pyCode("backend/app/events.py", "backend", fillBlocks(templateText("python/templates/backend/app/events.py"), pythonEventOwnershipSlots(model))),
];
