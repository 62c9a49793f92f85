import type { Entity } from "../../model";
import { uiNames } from "../shared/frontend/names";

/** The Vue names of one entity: the shared module and screen names, and the single-file components. */
export const vueNames = (entity: Entity) => {
  const names = uiNames(entity);
  return { ...names, listFile: `${names.folder}/${names.list}.vue`, detailFile: `${names.folder}/${names.detail}.vue` };
};

/** Text for a generated comment: the app's own words, unable to close the comment. */
export const commentText = (text: string) => text.replace(/\*\//g, "* /").replace(/\s+/g, " ");

/** A string literal for the script block of a .vue file: JSON, with "<" escaped so no text can end the block. */
export const vueLiteral = (text: string) => JSON.stringify(text).replace(/</g, "\\u003c");

/** A value as JSON for the script block of a .vue file (see vueLiteral). */
export const vueJson = (value: unknown, space?: number) => JSON.stringify(value, null, space).replace(/</g, "\\u003c");
