import type { Entity } from "../../model";
import { kebabCase } from "../../model/naming";
import { uiNames } from "../shared/frontend/names";

/** Under frontend/src/app/: where the Angular app keeps its code. */
export const APP = "frontend/src/app";

/** The Angular names of one entity: its module (shared with React), its screens' classes, files and selectors. */
export function ngNames(entity: Entity) {
  const shared = uiNames(entity);
  const list = kebabCase(shared.list);
  const detail = kebabCase(shared.detail);
  return {
    ...shared,
    listFile: list,
    detailFile: detail,
    listSelector: `app-${list}`,
    detailSelector: `app-${detail}`,
  };
}

/**
 * Text placed in an Angular template that sits in a TypeScript template literal: HTML-escaped, with the
 * characters Angular (`{`, `}`, `@`) and the literal (`` ` ``, `$`, `\`) read specially written as entities.
 */
export function templateText(text: string): string {
  const entities: Record<string, string> = {
    "&": "&amp;",
    "<": "&lt;",
    ">": "&gt;",
    '"': "&quot;",
    "{": "&#123;",
    "}": "&#125;",
    "@": "&#64;",
    "`": "&#96;",
    $: "&#36;",
    "\\": "&#92;",
  };
  return text.replace(/[&<>"{}@`$\\]/g, (character) => entities[character] ?? character);
}
