import { compileScript, compileStyle, compileTemplate, parse } from "@vue/compiler-sfc";

/**
 * A Vue single-file component as @vitejs/plugin-vue would hand it to the bundler: its script (with the
 * template compiled into it) as TypeScript, and its styles as CSS, scoped to the component when asked.
 * Loaded only for Vue previews: Vue's compiler is large.
 */

export type SfcResult =
  | { ok: true; code: string; styles: string[] }
  | { ok: false; problems: { line: number | null; text: string }[] };

/** A short, stable id per file, as the data-v-… attribute of scoped styles. */
function scopeId(path: string): string {
  let hash = 5381;
  for (const char of path) hash = ((hash << 5) + hash + char.charCodeAt(0)) >>> 0;
  return hash.toString(16).padStart(8, "0");
}

const lineOf = (error: unknown): number | null => {
  const loc = (error as { loc?: { start?: { line?: number } } }).loc;
  return loc?.start?.line ?? null;
};
const textOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function compileSfc(path: string, source: string): SfcResult {
  const { descriptor, errors } = parse(source, { filename: path });
  if (errors.length > 0) return { ok: false, problems: errors.map((error) => ({ line: lineOf(error), text: textOf(error) })) };
  const id = scopeId(path);
  const scoped = descriptor.styles.some((style) => style.scoped);
  const problems: { line: number | null; text: string }[] = [];
  let code: string;
  try {
    if (descriptor.script || descriptor.scriptSetup) {
      const script = compileScript(descriptor, {
        id,
        isProd: true,
        inlineTemplate: true,
        genDefaultAs: "__sfc__",
        templateOptions: { scoped, compilerOptions: { scopeId: scoped ? `data-v-${id}` : undefined } },
      });
      code = script.content;
      if (descriptor.template && !descriptor.scriptSetup) code += `\n${renderOf(path, descriptor.template.content, id, scoped, problems)}\n__sfc__.render = render;`;
    } else {
      code = `const __sfc__ = {};\n${renderOf(path, descriptor.template?.content ?? "", id, scoped, problems)}\n__sfc__.render = render;`;
    }
  } catch (error) {
    return { ok: false, problems: [{ line: lineOf(error), text: textOf(error) }] };
  }
  if (scoped) code += `\n__sfc__.__scopeId = "data-v-${id}";`;
  code += "\nexport default __sfc__;";
  const styles = descriptor.styles.map((style) => {
    const compiled = compileStyle({ source: style.content, filename: path, id: `data-v-${id}`, scoped: style.scoped === true });
    problems.push(...compiled.errors.map((error) => ({ line: lineOf(error), text: textOf(error) })));
    return compiled.code;
  });
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, code, styles };
}

function renderOf(path: string, template: string, id: string, scoped: boolean, problems: { line: number | null; text: string }[]): string {
  const compiled = compileTemplate({ source: template, filename: path, id, scoped, compilerOptions: { scopeId: scoped ? `data-v-${id}` : undefined } });
  problems.push(...compiled.errors.map((error) => ({ line: lineOf(error), text: textOf(error) })));
  return compiled.code;
}
