import type { AppModel } from "../../model";
import { code } from "../files";
import { fillBlocks } from "../fill-blocks";
import type { GeneratedFile } from "../types";
import { phpChangeFeedOwnershipSlots, phpCrudOwnershipSlots } from "./features/auth";
import { phpCrudHookSlots } from "./rule-hook";
import { templateText } from "../template-texts";

/**
 * The HTTP layer every route uses: request, response, router, errors, validation, CRUD (calling the rule hook
 * when there is one, and keeping owned records to their owners when a role owns some), change feed.
 */
export const httpFiles = (model: AppModel): GeneratedFile[] => [
  code("backend/src/Http/Request.php", "backend", templateText("php/templates/backend/src/Http/Request.php")),
  code("backend/src/Http/Response.php", "backend", templateText("php/templates/backend/src/Http/Response.php")),
  code("backend/src/Http/Router.php", "backend", templateText("php/templates/backend/src/Http/Router.php")),
  code("backend/src/Http/HttpError.php", "backend", templateText("php/templates/backend/src/Http/HttpError.php")),
  code("backend/src/Http/ValidationError.php", "backend", templateText("php/templates/backend/src/Http/ValidationError.php")),
  code("backend/src/Http/Errors.php", "backend", templateText("php/templates/backend/src/Http/Errors.php")),
  code("backend/src/Http/Validator.php", "backend", templateText("php/templates/backend/src/Http/Validator.php")),
  code("backend/src/Http/Crud.php", "backend", fillBlocks(templateText("php/templates/backend/src/Http/Crud.php"), { ...phpCrudHookSlots(model), ...phpCrudOwnershipSlots(model) })),
  ...changeFeedFiles(model),
];

/** The change feed: the interface, in memory (tests), in a file (the server); each change carries its record's owners when a role owns record types. */
function changeFeedFiles(model: AppModel): GeneratedFile[] {
  const { publishDoc, ownersParam, ownersShape, ownersEntry, ownersRead } = phpChangeFeedOwnershipSlots(model);
  return [
    code("backend/src/Events/ChangeFeed.php", "backend", fillBlocks(templateText("php/templates/backend/src/Events/ChangeFeed.php"), { publishDoc, ownersParam, ownersShape })),
    code("backend/src/Events/MemoryChangeFeed.php", "backend", fillBlocks(templateText("php/templates/backend/src/Events/MemoryChangeFeed.php"), { ownersParam, ownersShape, ownersEntry })),
    code("backend/src/Events/FileChangeFeed.php", "backend", fillBlocks(templateText("php/templates/backend/src/Events/FileChangeFeed.php"), { ownersParam, ownersEntry, ownersRead })),
  ];
}

/** Dates belong to the records (the data model emitter writes it with them). */
export const datesFile = (): GeneratedFile => code("backend/src/Domain/Dates.php", "backend", templateText("php/templates/backend/src/Domain/Dates.php"));
