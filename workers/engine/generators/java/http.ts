import type { AppModel } from "../../model";
import { code } from "../files";
import { fillBlocks } from "../fill-blocks";
import type { GeneratedFile } from "../types";
import { javaFile, javaPackage, mainPath } from "./names";
import { javaCrudHookSlots } from "./rule-hook";
import { templateText } from "../template-texts";

export function httpFiles(model: AppModel): GeneratedFile[] {
  const file = (sub: string, name: string, template: string) =>
    code(mainPath(model, sub, `${name}.java`), "backend", javaFile(template, model));
  return [
    file("http", "ApiException", templateText("java/templates/backend/src/main/java/app/http/ApiException.java")),
    file("http", "ErrorHandler", templateText("java/templates/backend/src/main/java/app/http/ErrorHandler.java")),
    file("http", "Reference", templateText("java/templates/backend/src/main/java/app/http/Reference.java")),
    // Calls the rule hook when the app has rules written as code (rule-hook.ts).
    code(mainPath(model, "http", "CrudRoutes.java"), "backend", fillBlocks(templateText("java/templates/backend/src/main/java/app/http/CrudRoutes.java"), { package: javaPackage(model), ...javaCrudHookSlots(model) })),
    file("http", "UnknownRouteController", templateText("java/templates/backend/src/main/java/app/http/UnknownRouteController.java")),
    // Spring Boot's /error page and Accept-driven 406s would answer outside the one error shape and the statuses
    // the OpenAPI document lists.
    file("http", "ErrorPageController", templateText("java/templates/backend/src/main/java/app/http/ErrorPageController.java")),
    file("http", "JsonAnswersConfig", templateText("java/templates/backend/src/main/java/app/http/JsonAnswersConfig.java")),
    file("http", "HealthController", templateText("java/templates/backend/src/main/java/app/http/HealthController.java")),
    file("http", "AllowOriginFilter", templateText("java/templates/backend/src/main/java/app/http/AllowOriginFilter.java")),
    file("http", "JsonBodyLimitFilter", templateText("java/templates/backend/src/main/java/app/http/JsonBodyLimitFilter.java")),
    file("events", "Change", templateText("java/templates/backend/src/main/java/app/events/Change.java")),
    file("events", "ChangeEvents", templateText("java/templates/backend/src/main/java/app/events/ChangeEvents.java")),
  ];
}
