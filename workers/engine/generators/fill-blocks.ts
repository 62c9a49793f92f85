import { fill, indent } from "./files";

/** Stands in for a block while `fill()` checks the slots: a private-use character, which no generated file holds. */
const placeholder = (name: string) => `\uE000${name}\uE000`;

const BLOCK_SLOT = /^([ \t]*)\{\{(\w+)\}\}$/gm;

/**
 * `fill()` for templates that take generated lines. A slot alone on its line is a block: its lines are
 * indented like the slot, and an empty block removes the line (an optional import, a list with no entries).
 * A slot inside a line is filled in place. As with `fill()`, every slot needs a value and every value a slot.
 */
export function fillBlocks(template: string, values: Readonly<Record<string, string>>): string {
  const blocks = new Set([...template.matchAll(BLOCK_SLOT)].map((match) => match[2]));
  const marked = fill(
    template,
    Object.fromEntries(Object.entries(values).map(([name, value]) => [name, blocks.has(name) ? placeholder(name) : value])),
  );
  return marked.replace(/^([ \t]*)\uE000(\w+)\uE000(\n|$)/gm, (_line, pad: string, name: string, end: string) => {
    const block = values[name] ?? "";
    return block === "" ? "" : `${indent(block, pad.length)}${end}`;
  });
}
