import type { AppModel } from "../../model";
import { code } from "../files";
import { fillBlocks } from "../fill-blocks";
import type { GeneratedFile } from "../types";
import { javaFile, javaPackage, mainPath } from "./names";
import { javaCrudHookSlots } from "./rule-hook";
import apiExceptionTemplate from "./templates/backend/src/main/java/app/http/ApiException.java?raw";
import errorHandlerTemplate from "./templates/backend/src/main/java/app/http/ErrorHandler.java?raw";
import referenceTemplate from "./templates/backend/src/main/java/app/http/Reference.java?raw";
import crudRoutesTemplate from "./templates/backend/src/main/java/app/http/CrudRoutes.java?raw";
import unknownRouteTemplate from "./templates/backend/src/main/java/app/http/UnknownRouteController.java?raw";
import errorPageTemplate from "./templates/backend/src/main/java/app/http/ErrorPageController.java?raw";
import jsonAnswersTemplate from "./templates/backend/src/main/java/app/http/JsonAnswersConfig.java?raw";
import healthTemplate from "./templates/backend/src/main/java/app/http/HealthController.java?raw";
import allowOriginTemplate from "./templates/backend/src/main/java/app/http/AllowOriginFilter.java?raw";
import bodyLimitTemplate from "./templates/backend/src/main/java/app/http/JsonBodyLimitFilter.java?raw";
import changeTemplate from "./templates/backend/src/main/java/app/events/Change.java?raw";
import changeEventsTemplate from "./templates/backend/src/main/java/app/events/ChangeEvents.java?raw";

export function httpFiles(model: AppModel): GeneratedFile[] {
  const file = (sub: string, name: string, template: string) =>
    code(mainPath(model, sub, `${name}.java`), "backend", javaFile(template, model));
  return [
    file("http", "ApiException", apiExceptionTemplate),
    file("http", "ErrorHandler", errorHandlerTemplate),
    file("http", "Reference", referenceTemplate),
    // Calls the rule hook when the app has rules written as code (rule-hook.ts).
    code(mainPath(model, "http", "CrudRoutes.java"), "backend", fillBlocks(crudRoutesTemplate, { package: javaPackage(model), ...javaCrudHookSlots(model) })),
    file("http", "UnknownRouteController", unknownRouteTemplate),
    // Spring Boot's /error page and Accept-driven 406s would answer outside the one error shape and the statuses
    // the OpenAPI document lists.
    file("http", "ErrorPageController", errorPageTemplate),
    file("http", "JsonAnswersConfig", jsonAnswersTemplate),
    file("http", "HealthController", healthTemplate),
    file("http", "AllowOriginFilter", allowOriginTemplate),
    file("http", "JsonBodyLimitFilter", bodyLimitTemplate),
    file("events", "Change", changeTemplate),
    file("events", "ChangeEvents", changeEventsTemplate),
  ];
}
