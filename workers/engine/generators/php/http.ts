import type { AppModel } from "../../model";
import { code } from "../files";
import { fillBlocks } from "../fill-blocks";
import type { GeneratedFile } from "../types";
import { phpChangeFeedOwnershipSlots, phpCrudOwnershipSlots } from "./features/auth";
import { phpCrudHookSlots } from "./rule-hook";
import request from "./templates/backend/src/Http/Request.php?raw";
import response from "./templates/backend/src/Http/Response.php?raw";
import router from "./templates/backend/src/Http/Router.php?raw";
import httpError from "./templates/backend/src/Http/HttpError.php?raw";
import validationError from "./templates/backend/src/Http/ValidationError.php?raw";
import errors from "./templates/backend/src/Http/Errors.php?raw";
import validator from "./templates/backend/src/Http/Validator.php?raw";
import dates from "./templates/backend/src/Domain/Dates.php?raw";
import changeFeed from "./templates/backend/src/Events/ChangeFeed.php?raw";
import memoryFeed from "./templates/backend/src/Events/MemoryChangeFeed.php?raw";
import fileFeed from "./templates/backend/src/Events/FileChangeFeed.php?raw";
import crud from "./templates/backend/src/Http/Crud.php?raw";

/**
 * The HTTP layer every route uses: request, response, router, errors, validation, CRUD (calling the rule hook
 * when there is one, and keeping owned records to their owners when a role owns some), change feed.
 */
export const httpFiles = (model: AppModel): GeneratedFile[] => [
  code("backend/src/Http/Request.php", "backend", request),
  code("backend/src/Http/Response.php", "backend", response),
  code("backend/src/Http/Router.php", "backend", router),
  code("backend/src/Http/HttpError.php", "backend", httpError),
  code("backend/src/Http/ValidationError.php", "backend", validationError),
  code("backend/src/Http/Errors.php", "backend", errors),
  code("backend/src/Http/Validator.php", "backend", validator),
  code("backend/src/Http/Crud.php", "backend", fillBlocks(crud, { ...phpCrudHookSlots(model), ...phpCrudOwnershipSlots(model) })),
  ...changeFeedFiles(model),
];

/** The change feed: the interface, in memory (tests), in a file (the server); each change carries its record's owners when a role owns record types. */
function changeFeedFiles(model: AppModel): GeneratedFile[] {
  const { publishDoc, ownersParam, ownersShape, ownersEntry, ownersRead } = phpChangeFeedOwnershipSlots(model);
  return [
    code("backend/src/Events/ChangeFeed.php", "backend", fillBlocks(changeFeed, { publishDoc, ownersParam, ownersShape })),
    code("backend/src/Events/MemoryChangeFeed.php", "backend", fillBlocks(memoryFeed, { ownersParam, ownersShape, ownersEntry })),
    code("backend/src/Events/FileChangeFeed.php", "backend", fillBlocks(fileFeed, { ownersParam, ownersEntry, ownersRead })),
  ];
}

/** Dates belong to the records (the data model emitter writes it with them). */
export const datesFile = (): GeneratedFile => code("backend/src/Domain/Dates.php", "backend", dates);
