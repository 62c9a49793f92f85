import { fill, indent } from "../files";

/** Stands for a block while `fill()` checks the slots; no generated code contains a NUL character. */
const marker = (name: string) => `\0${name}\0`;

/**
 * `fill()` for templates with generated blocks: a slot alone on its line is a block of lines, indented like
 * the slot, and the line disappears when the block is empty (an optional import, a list with no entries).
 * Other slots are filled in place. `fill()`'s rules hold: every slot gets a value and every value has a slot.
 */
export function fillBlocks(template: string, values: Readonly<Record<string, string>>): string {
  const blocks = new Set([...template.matchAll(/^[ \t]*\{\{(\w+)\}\}$/gm)].map((match) => match[1]));
  const marked = fill(template, Object.fromEntries(Object.entries(values).map(([name, value]) => [name, blocks.has(name) ? marker(name) : value])));
  const valueOf = (name: string) => values[name] ?? "";
  return marked
    .replace(/^([ \t]*)\0(\w+)\0\n/gm, (_line, pad: string, name: string) => (valueOf(name) === "" ? "" : `${indent(valueOf(name), pad.length)}\n`))
    .replace(/\0(\w+)\0/g, (_slot, name: string) => valueOf(name));
}
