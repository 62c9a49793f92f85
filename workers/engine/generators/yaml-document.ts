import { Document, Scalar, YAMLMap, YAMLSeq, type Node } from "yaml";

/**
 * Generated YAML (compose, CI workflows, deployment specs) is serialised from objects with `yaml`,
 * never assembled from lines, so indentation and quoting are right by construction.
 *
 * A value is a string, number, boolean, null (written as an empty value, `pull_request:`), a list or
 * a plain object; an entry whose value is `undefined` is left out, so optional parts are written as
 * `{ uploads: has ? {} : undefined }`. The helpers below give a value its style or a comment.
 */
export type YamlValue = string | number | boolean | null | undefined | Scalar | YAMLSeq | Noted | YamlValue[] | YamlObject;
export interface YamlObject {
  [key: string]: YamlValue;
}

/** A map entry or list item with a comment on the line above it and/or a blank line before it. */
export class Noted {
  constructor(
    readonly value: YamlValue,
    readonly comment: string | undefined,
    readonly blankLineBefore: boolean,
  ) {}
}

/** `value` with `# comment` on the line above its entry. */
export const commented = (comment: string, value: YamlValue) => new Noted(value, comment, false);

/** `value` with an empty line above its entry: top-level sections of a long file. */
export const spaced = (value: YamlValue) => new Noted(value, undefined, true);

/** A string in double quotes: ports ("3000:3000") and versions ("3.12") that a YAML 1.1 reader would take for numbers. */
export function quoted(value: string): Scalar {
  const scalar = new Scalar(value);
  scalar.type = Scalar.QUOTE_DOUBLE;
  return scalar;
}

/** A long one-line string written as a folded block (`>-`), as GitHub Actions' service options are. */
export function folded(value: string): Scalar {
  const scalar = new Scalar(value);
  scalar.type = Scalar.BLOCK_FOLDED;
  return scalar;
}

/** A list on one line: `[main]`, or `["CMD", "pg_isready"]` when `quote` is set. */
export function inline(items: string[], quote = false): YAMLSeq {
  const seq = new YAMLSeq();
  seq.flow = true;
  seq.items.push(...items.map((item) => (quote ? quoted(item) : new Scalar(item))));
  return seq;
}

function toNode(value: YamlValue): Node {
  if (value instanceof Scalar || value instanceof YAMLSeq) return value;
  if (value instanceof Noted) return toNode(value.value);
  if (Array.isArray(value)) {
    const seq = new YAMLSeq();
    for (const item of value) {
      if (item === undefined) continue;
      const node = toNode(item);
      if (item instanceof Noted) note(node, item);
      seq.items.push(node);
    }
    return seq;
  }
  if (value !== null && typeof value === "object") {
    const map = new YAMLMap();
    for (const [key, entry] of Object.entries(value)) {
      if (entry === undefined) continue;
      const keyNode = new Scalar(key);
      if (entry instanceof Noted) note(keyNode, entry);
      map.add({ key: keyNode, value: toNode(entry) });
    }
    return map;
  }
  return new Scalar(value ?? null);
}

function note(node: Node, noted: Noted): void {
  if (noted.comment !== undefined) node.commentBefore = ` ${noted.comment}`;
  if (noted.blankLineBefore) node.spaceBefore = true;
}

/** The YAML text of `value`, with `header` as a comment on its first line. */
export function yamlText(value: YamlObject, header?: string): string {
  const document = new Document();
  const root = toNode(value);
  if (header !== undefined && root instanceof YAMLMap) {
    const first = root.items[0];
    if (first && first.key instanceof Scalar) first.key.commentBefore = ` ${header}`;
  }
  document.contents = root;
  return document.toString({ lineWidth: 0, flowCollectionPadding: false, nullStr: "" });
}
