import { parse } from "@babel/parser";
import type { ClassDeclaration, ClassMethod, ClassProperty, Decorator, Node, ObjectExpression, ObjectProperty } from "@babel/types";

/**
 * An Angular source file as Angular's JIT compiler needs it, before Sucrase strips its types (Sucrase
 * leaves decorators alone): what the Angular CLI's JIT build (`aot: false`) does with TypeScript and
 * Angular's own JIT transforms, on Babel's parse of the file:
 * - decorators become calls after their class, as TypeScript's `experimentalDecorators` emits them
 *   (`__decorate([Component({...})], App)`); when the app runs, @angular/compiler (in the preview's
 *   Angular library script) turns them into the component definitions an AOT build would have written;
 * - a constructor's parameter types become `ctorParameters`, as Angular's JIT transform writes them, so
 *   constructor injection works without type metadata;
 * - the signal APIs (`input()`, `model()`, `output()`, `viewChild()`, ...) get the decorators Angular's
 *   compiler adds for them (`@Input({ isSignal: true, ... })`), which JIT reads;
 * - `templateUrl` and `styleUrl(s)` are inlined from the generated files, as the CLI does at build time;
 * - the values the CLI's `define` sets (angular.json) are replaced: the API's address is the preview's.
 * Loaded only for Angular previews.
 */

export interface AngularProblem {
  line: number | null;
  column: number | null;
  text: string;
}

export type AngularResult = { ok: true; code: string } | { ok: false; problems: AngularProblem[] };

/** Reads a file a component names (templateUrl, styleUrls), relative to the component's file; undefined when it was not generated. */
export type ReadResource = (request: string) => string | undefined;

/**
 * What the generated app's build defines (angular.json `define`, scripts/build.mjs `--define`): the
 * API's origin is fixed at build time there; in the preview it is the preview API, which the sandboxed
 * document sets before the app starts.
 */
export const ANGULAR_DEFINES: Readonly<Record<string, string>> = { NG_APP_API_URL: "globalThis.__APPFORGE_PREVIEW_API__" };

/** The constructor-parameter decorators Angular's JIT reads from `ctorParameters` (the others are applied as TypeScript does). */
const PARAMETER_DECORATORS = new Set(["Inject", "Optional", "Self", "SkipSelf", "Host", "Attribute"]);
/** The signal APIs of @angular/core a component's fields are initialised with, and the decorators they stand for. */
const SIGNAL_APIS = new Set(["input", "model", "output", "outputFromObservable", "viewChild", "viewChildren", "contentChild", "contentChildren"]);
const QUERY_DECORATORS: Record<string, string> = { viewChild: "ViewChild", viewChildren: "ViewChildren", contentChild: "ContentChild", contentChildren: "ContentChildren" };
/** Nodes that only hold types: Sucrase removes them, so nothing inside is replaced. */
const TYPE_ONLY = new Set([
  "TSTypeAnnotation",
  "TSTypeParameterInstantiation",
  "TSTypeParameterDeclaration",
  "TSInterfaceDeclaration",
  "TSTypeAliasDeclaration",
  "TSDeclareFunction",
  "TSDeclareMethod",
  "TSImportEqualsDeclaration",
]);
/** An `@` that may start a decorator: not in an address ("a@b"), an import path ("@angular/core") or a doc tag ("* @param"). */
const MAY_DECORATE = /(^|[^\w$.@'"`/*-])@[A-Za-z_$]/m;
const SKIPPED_KEYS = new Set(["loc", "start", "end", "extra", "range", "leadingComments", "trailingComments", "innerComments"]);

/** The helpers TypeScript emits for decorators (`importHelpers: false`), under names a generated file will not use. */
const DECORATE_HELPER =
  "function __ngDecorate(decorators, target, key, desc) { var c = arguments.length, r = c < 3 ? target : desc === null ? (desc = Object.getOwnPropertyDescriptor(target, key)) : desc, d; for (var i = decorators.length - 1; i >= 0; i--) if ((d = decorators[i])) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r; return (c > 3 && r && Object.defineProperty(target, key, r), r); }";
const PARAM_HELPER = "function __ngParam(index, decorator) { return function (target, key) { decorator(target, key, index); }; }";

interface Edit {
  start: number;
  end: number;
  text: string;
  /** Taken into text that moved (a decorator's), so not applied in place. */
  moved: boolean;
}

const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null && typeof (value as { type?: unknown }).type === "string";

function children(node: Node): Node[] {
  const found: Node[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (SKIPPED_KEYS.has(key)) continue;
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) found.push(item);
    } else if (isNode(value)) found.push(value);
  }
  return found;
}

const position = (node: Node): { line: number | null; column: number | null } => ({
  line: node.loc?.start.line ?? null,
  // Babel counts columns from 0; the problem list, as Sucrase, from 1.
  column: node.loc ? node.loc.start.column + 1 : null,
});

const keyName = (key: Node, computed: boolean): string | null => {
  if (computed) return key.type === "StringLiteral" ? key.value : null;
  if (key.type === "Identifier") return key.name;
  if (key.type === "StringLiteral") return key.value;
  if (key.type === "NumericLiteral") return String(key.value);
  return null;
};

const propertyNamed = (object: ObjectExpression, name: string): ObjectProperty | undefined =>
  object.properties.find((property): property is ObjectProperty => property.type === "ObjectProperty" && keyName(property.key, property.computed) === name);

const stringValue = (node: Node | null | undefined): string | null => {
  if (!node) return null;
  if (node.type === "StringLiteral") return node.value;
  if (node.type === "TemplateLiteral" && node.expressions.length === 0) return node.quasis.map((quasi) => quasi.value.cooked ?? "").join("");
  return null;
};

/**
 * Rewrites one Angular TypeScript file; the result is still TypeScript (for Sucrase), with the same line
 * numbers as the source up to its last line, so problems found later point at the user's lines.
 */
export function lowerAngular(path: string, source: string, read: ReadResource): AngularResult {
  // A file with nothing that looks like a decorator or a define (a service, the API client) is left to Sucrase.
  if (!MAY_DECORATE.test(source) && !Object.keys(ANGULAR_DEFINES).some((name) => source.includes(name))) return { ok: true, code: source };
  let file: ReturnType<typeof parse>;
  try {
    file = parse(source, { sourceType: "module", plugins: ["typescript", "decorators-legacy"], sourceFilename: path });
  } catch (error) {
    const loc = (error as { loc?: { line?: number; column?: number } }).loc;
    const text = (error instanceof Error ? error.message : String(error)).replace(/ \(\d+:\d+\)$/, "");
    return { ok: false, problems: [{ line: loc?.line ?? null, column: loc?.column === undefined ? null : loc.column + 1, text }] };
  }

  const problems: AngularProblem[] = [];
  const edits: Edit[] = [];
  const helpers = new Set<string>();
  /** The names this file gives to @angular/core's exports it imports (`input`, or `ngInput` for `input as ngInput`). */
  const imported = new Map<string, string>();
  /** @angular/core's exports the lowered code uses, by the local name it gives them. */
  const needed = new Map<string, string>();
  let declaresDefine = false;
  const classes: ClassDeclaration[] = [];

  for (const statement of file.program.body) {
    if (statement.type !== "ImportDeclaration" || statement.importKind === "type") continue;
    if (statement.source.value !== "@angular/core" && statement.source.value !== "@angular/core/rxjs-interop") continue;
    for (const specifier of statement.specifiers) {
      if (specifier.type !== "ImportSpecifier" || specifier.importKind === "type") continue;
      const name = specifier.imported.type === "Identifier" ? specifier.imported.name : specifier.imported.value;
      imported.set(specifier.local.name, name);
    }
  }
  const core = (name: string): string => {
    const local = `__ng${name}`;
    needed.set(local, name);
    return local;
  };

  // Every node once: the classes to lower, and the references to the build's defines.
  const defines: { node: Node; shorthand: boolean }[] = [];
  const decorators: Decorator[] = [];
  const walk = (node: Node, parent: Node | null) => {
    if (TYPE_ONLY.has(node.type) || ("declare" in node && node.declare === true)) return;
    if (node.type === "ClassDeclaration") classes.push(node);
    if (node.type === "Decorator") decorators.push(node);
    if (node.type === "ClassExpression" && (node.decorators?.length ?? 0) > 0) {
      problems.push({ ...position(node), text: "Decorators are not valid on a class expression: declare the class with a name" });
    }
    if (node.type === "Identifier" && Object.hasOwn(ANGULAR_DEFINES, node.name)) {
      const isKey =
        parent &&
        (((parent.type === "MemberExpression" || parent.type === "OptionalMemberExpression") && parent.property === node && !parent.computed) ||
          ((parent.type === "ClassProperty" || parent.type === "ClassMethod" || parent.type === "ObjectMethod") && parent.key === node && !parent.computed));
      const isShorthandKey = parent?.type === "ObjectProperty" && parent.key === node;
      const declares =
        parent &&
        ((parent.type === "VariableDeclarator" && parent.id === node) ||
          ((parent.type === "FunctionDeclaration" || parent.type === "ClassDeclaration") && parent.id === node) ||
          parent.type === "ImportSpecifier" ||
          parent.type === "ImportDefaultSpecifier" ||
          parent.type === "ImportNamespaceSpecifier");
      if (declares) declaresDefine = true;
      else if (parent?.type === "ObjectProperty" && parent.shorthand && parent.value === node) defines.push({ node, shorthand: true });
      else if (!isKey && !(isShorthandKey && !parent.computed)) defines.push({ node, shorthand: false });
    }
    for (const child of children(node)) walk(child, node);
  };
  walk(file.program, null);
  if (!declaresDefine) {
    for (const { node, shorthand } of defines) {
      if (node.type !== "Identifier" || node.start == null || node.end == null) continue;
      const value = ANGULAR_DEFINES[node.name] ?? "undefined";
      edits.push({ start: node.start, end: node.end, text: shorthand ? `${node.name}: ${value}` : value, moved: false });
    }
  }

  /** The source from start to end with the edits inside it applied; `move` takes them out of the in-place pass. */
  const textOf = (start: number, end: number, move: boolean): string => {
    let text = "";
    let at = start;
    for (const edit of [...edits].filter((candidate) => candidate.start >= start && candidate.end <= end && !candidate.moved).sort((a, b) => a.start - b.start)) {
      if (edit.start < at) continue;
      text += source.slice(at, edit.start) + edit.text;
      at = edit.end;
      if (move) edit.moved = true;
    }
    return text + source.slice(at, end);
  };
  const nodeText = (node: Node, move: boolean) => textOf(node.start ?? 0, node.end ?? 0, move);
  /** A removed decorator: blanks of the same length and line breaks, so every later position stays. */
  const blanked = new Set<Node>();
  const blank = (node: Node) => {
    blanked.add(node);
    const start = node.start ?? 0;
    const end = node.end ?? 0;
    edits.push({ start, end, text: source.slice(start, end).replace(/[^\n]/g, " "), moved: false });
  };
  const decoratorName = (decorator: Decorator): string | null => {
    const call = decorator.expression.type === "CallExpression" ? decorator.expression.callee : decorator.expression;
    if (call.type === "Identifier") return imported.get(call.name) ?? call.name;
    if (call.type === "MemberExpression" && !call.computed && call.property.type === "Identifier") return call.property.name;
    return null;
  };

  /** `templateUrl` and `styleUrl(s)` of a component's metadata, replaced by the files' contents. */
  const inlineResources = (metadata: ObjectExpression) => {
    const template = propertyNamed(metadata, "templateUrl");
    if (template) {
      const request = stringValue(template.value);
      const content = request === null ? undefined : read(request);
      if (request === null) problems.push({ ...position(template), text: "templateUrl must be a string naming the template's file" });
      else if (content === undefined) problems.push({ ...position(template), text: `Cannot find the template "${request}" among the generated files` });
      else edits.push({ start: template.start ?? 0, end: template.end ?? 0, text: `template: ${JSON.stringify(content)}`, moved: false });
    }
    const styleUrl = propertyNamed(metadata, "styleUrl");
    const styleUrls = propertyNamed(metadata, "styleUrls");
    const requests: { node: Node; request: string | null }[] = [];
    if (styleUrl) requests.push({ node: styleUrl.value, request: stringValue(styleUrl.value) });
    if (styleUrls?.value.type === "ArrayExpression") {
      for (const element of styleUrls.value.elements) if (element) requests.push({ node: element, request: stringValue(element) });
    } else if (styleUrls) requests.push({ node: styleUrls.value, request: null });
    const styles: string[] = [];
    for (const { node, request } of requests) {
      const content = request === null ? undefined : read(request);
      if (request === null) problems.push({ ...position(node), text: "A style URL must be a string naming the stylesheet's file" });
      else if (!/\.css$/i.test(request)) problems.push({ ...position(node), text: `The preview reads plain CSS stylesheets, not "${request}"` });
      else if (content === undefined) problems.push({ ...position(node), text: `Cannot find the stylesheet "${request}" among the generated files` });
      else styles.push(content);
    }
    if (requests.length === 0) return;
    const inlined = JSON.stringify(styles);
    const own = propertyNamed(metadata, "styles");
    const removed = [styleUrl, styleUrls].filter((property): property is ObjectProperty => property !== undefined);
    if (own) {
      edits.push({ start: own.value.start ?? 0, end: own.value.end ?? 0, text: `[].concat(${nodeText(own.value, false)}, ${inlined})`, moved: false });
      for (const property of removed) edits.push({ start: property.start ?? 0, end: property.end ?? 0, text: "styleUrls: []", moved: false });
    } else {
      const [first, ...rest] = removed;
      if (first) edits.push({ start: first.start ?? 0, end: first.end ?? 0, text: `styles: ${inlined}`, moved: false });
      for (const property of rest) edits.push({ start: property.start ?? 0, end: property.end ?? 0, text: "styleUrls: []", moved: false });
    }
  };

  /** The decorators Angular's compiler gives a field initialised with a signal API; none for any other field. */
  const signalDecorators = (field: ClassProperty, name: string): string[] => {
    const value = field.value;
    if (value?.type !== "CallExpression") return [];
    const callee = value.callee;
    let api: string | undefined;
    let required = false;
    if (callee.type === "Identifier") api = imported.get(callee.name);
    else if (callee.type === "MemberExpression" && !callee.computed && callee.object.type === "Identifier" && callee.property.type === "Identifier" && callee.property.name === "required") {
      api = imported.get(callee.object.name);
      required = true;
    }
    if (!api || !SIGNAL_APIS.has(api)) return [];
    const args = value.arguments;
    const text = (node: Node | undefined) => (node ? nodeText(node, false) : "undefined");
    const optionsAt = api === "output" || required ? 0 : 1;
    const options = args[optionsAt];
    const aliasProperty = options?.type === "ObjectExpression" ? propertyNamed(options, "alias") : undefined;
    const alias = stringValue(aliasProperty?.value) ?? name;
    switch (api) {
      case "input":
        return [`${core("Input")}({ isSignal: true, alias: ${JSON.stringify(alias)}, required: ${required}, transform: undefined })`];
      case "model":
        return [`${core("Input")}({ isSignal: true, alias: ${JSON.stringify(alias)}, required: ${required} })`, `${core("Output")}(${JSON.stringify(`${alias}Change`)})`];
      case "output":
      case "outputFromObservable":
        return [`${core("Output")}(${JSON.stringify(alias)})`];
      default: {
        const query = QUERY_DECORATORS[api] ?? "ViewChild";
        const queryOptions = args[1] ? `{ ...(${text(args[1])}), isSignal: true }` : "{ isSignal: true }";
        return [`${core(query)}(${text(args[0])}, ${queryOptions})`];
      }
    }
  };

  for (const node of classes) {
    const classDecorators = node.decorators ?? [];
    const members = node.body.body;
    const angularClass = classDecorators.some((decorator) => ["Component", "Directive"].includes(decoratorName(decorator) ?? ""));
    const constructor = members.find((member): member is ClassMethod => member.type === "ClassMethod" && member.kind === "constructor");
    const hasDecorators =
      classDecorators.length > 0 ||
      members.some((member) => "decorators" in member && (member.decorators?.length ?? 0) > 0) ||
      (constructor?.params.some((param) => "decorators" in param && (param.decorators?.length ?? 0) > 0) ?? false);
    if (!hasDecorators) continue;
    const name = node.id?.name;
    if (!name) {
      problems.push({ ...position(node), text: "The preview needs a decorated class to have a name" });
      continue;
    }

    for (const decorator of classDecorators) {
      if (decoratorName(decorator) !== "Component" || decorator.expression.type !== "CallExpression") continue;
      const metadata = decorator.expression.arguments[0];
      if (metadata?.type === "ObjectExpression") inlineResources(metadata);
    }

    const statements: string[] = [];
    // Members' decorators first, instance then static, as TypeScript orders them.
    for (const wanted of [false, true]) {
      for (const member of members) {
        if (member.type !== "ClassProperty" && member.type !== "ClassMethod" && member.type !== "ClassPrivateProperty" && member.type !== "ClassPrivateMethod" && member.type !== "ClassAccessorProperty") continue;
        if (member.type === "ClassMethod" && member.kind === "constructor") continue;
        if ((member.static ?? false) !== wanted) continue;
        const own = member.decorators ?? [];
        if (member.type === "ClassPrivateProperty" || member.type === "ClassPrivateMethod" || member.type === "ClassAccessorProperty") {
          if (own.length > 0) problems.push({ ...position(member), text: "Decorators are not valid on a private name or an accessor field" });
          continue;
        }
        const key = keyName(member.key, member.computed);
        const texts = own.map((decorator) => nodeText(decorator.expression, true));
        if (key !== null && member.type === "ClassProperty" && angularClass && !member.static) texts.push(...signalDecorators(member, key));
        own.forEach(blank);
        if (texts.length === 0) continue;
        if (key === null) {
          problems.push({ ...position(member), text: "The preview cannot decorate a member with a computed name" });
          continue;
        }
        helpers.add(DECORATE_HELPER);
        const target = member.static ? name : `${name}.prototype`;
        statements.push(`__ngDecorate([${texts.join(", ")}], ${target}, ${JSON.stringify(key)}, ${member.type === "ClassMethod" ? "null" : "void 0"});`);
      }
    }

    // Constructor parameters: their types and Angular decorators as `ctorParameters`, as Angular's JIT transform writes them.
    const others: string[] = [];
    if (constructor && constructor.params.length > 0) {
      const entries = constructor.params.map((param, index) => {
        const own = "decorators" in param ? (param.decorators ?? []) : [];
        const inner = param.type === "TSParameterProperty" ? param.parameter : param;
        const target = inner.type === "AssignmentPattern" ? inner.left : inner;
        const annotation = "typeAnnotation" in target && target.typeAnnotation?.type === "TSTypeAnnotation" ? target.typeAnnotation.typeAnnotation : null;
        const type = annotation ? injectedType(annotation) : null;
        const angular: string[] = [];
        for (const decorator of own) {
          const decoratorKind = decoratorName(decorator);
          if (decoratorKind && PARAMETER_DECORATORS.has(decoratorKind) && decorator.expression.type === "CallExpression") {
            const call = decorator.expression;
            angular.push(`{ type: ${nodeText(call.callee, true)}, args: [${call.arguments.map((argument) => nodeText(argument, true)).join(", ")}] }`);
          } else {
            helpers.add(PARAM_HELPER);
            others.push(`__ngParam(${index}, ${nodeText(decorator.expression, true)})`);
          }
          blank(decorator);
        }
        const typeText = type ? `typeof ${type} === "undefined" ? undefined : ${type}` : "undefined";
        return `{ type: ${typeText}${angular.length > 0 ? `, decorators: [${angular.join(", ")}]` : ""} }`;
      });
      if (classDecorators.length > 0) statements.push(`${name}.ctorParameters = () => [${entries.join(", ")}];`);
    }

    if (classDecorators.length > 0 || others.length > 0) {
      helpers.add(DECORATE_HELPER);
      const texts = [...classDecorators.map((decorator) => nodeText(decorator.expression, true)), ...others];
      statements.push(`${name} = __ngDecorate([${texts.join(", ")}], ${name});`);
    }
    classDecorators.forEach(blank);
    // On the class's last line, so the lines after it keep their numbers.
    if (statements.length > 0) edits.push({ start: node.end ?? 0, end: node.end ?? 0, text: `;${statements.join(" ")}`, moved: false });
  }

  for (const decorator of decorators) {
    if (!blanked.has(decorator)) problems.push({ ...position(decorator), text: "The preview applies decorators to classes, their members and constructor parameters only" });
  }
  if (problems.length > 0) return { ok: false, problems };

  let code = "";
  let at = 0;
  for (const edit of edits.filter((candidate) => !candidate.moved).sort((a, b) => a.start - b.start || a.end - b.end)) {
    if (edit.start < at) continue;
    code += source.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  code += source.slice(at);
  // Imports on the first line (they run before the file's code), helpers after the last (function declarations are hoisted).
  const imports = [...needed].map(([local, name]) => `${name} as ${local}`);
  if (imports.length > 0) code = `import { ${imports.join(", ")} } from "@angular/core"; ${code}`;
  if (helpers.size > 0) code += `\n${[...helpers].join("\n")}\n`;
  return { ok: true, code };
}

/**
 * The value a constructor parameter's type names, for injection: a class or token's name (`HttpClient`,
 * `ns.Service`), the named type of `T | null`; null when the type names no value (Angular then says it
 * cannot resolve the parameter, as it would in a JIT build).
 */
function injectedType(annotation: Node): string | null {
  if (annotation.type === "TSUnionType") {
    const named = annotation.types.filter((type) => type.type !== "TSNullKeyword" && type.type !== "TSUndefinedKeyword");
    return named.length === 1 && named[0] ? injectedType(named[0]) : null;
  }
  if (annotation.type !== "TSTypeReference") return null;
  const name = (node: Node): string | null =>
    node.type === "Identifier" ? node.name : node.type === "TSQualifiedName" ? `${name(node.left) ?? ""}.${node.right.name}` : null;
  return name(annotation.typeName);
}


/** Where the preview document mounts an app (preview-backend.ts buildPage): an Angular app's host element takes its place. */
const MOUNT = "root";

/**
 * The selector of the component the entry bootstraps (`bootstrapApplication(App, ...)` in src/main.ts,
 * App's `@Component({ selector })` in the file it is imported from); null when it cannot be read, and
 * Angular then says which selector matched no element.
 */
export function rootSelector(main: { path: string; source: string }, read: (from: string, request: string) => { path: string; source: string } | undefined): string | null {
  const parsed = (path: string, source: string) => {
    try {
      return parse(source, { sourceType: "module", plugins: ["typescript", "decorators-legacy"], sourceFilename: path }).program.body;
    } catch {
      return null;
    }
  };
  const body = parsed(main.path, main.source);
  if (!body) return null;
  const bootstrapped: string[] = [];
  const find = (node: Node) => {
    if (node.type === "CallExpression" && node.callee.type === "Identifier" && node.callee.name === "bootstrapApplication" && node.arguments[0]?.type === "Identifier") {
      bootstrapped.push(node.arguments[0].name);
    }
    for (const child of children(node)) find(child);
  };
  body.forEach(find);
  const name = bootstrapped[0];
  if (!name) return null;
  let component: { path: string; source: string } | undefined = main;
  let exported = name;
  for (const statement of body) {
    if (statement.type !== "ImportDeclaration") continue;
    const specifier = statement.specifiers.find((candidate) => candidate.local.name === name);
    if (specifier?.type !== "ImportSpecifier") continue;
    exported = specifier.imported.type === "Identifier" ? specifier.imported.name : specifier.imported.value;
    component = read(main.path, statement.source.value);
  }
  const declarations = component && parsed(component.path, component.source);
  for (const statement of declarations ?? []) {
    const declaration = statement.type === "ExportNamedDeclaration" || statement.type === "ExportDefaultDeclaration" ? statement.declaration : statement;
    if (declaration?.type !== "ClassDeclaration" || declaration.id?.name !== exported) continue;
    for (const decorator of declaration.decorators ?? []) {
      const metadata = decorator.expression.type === "CallExpression" ? decorator.expression.arguments[0] : undefined;
      const selector = metadata?.type === "ObjectExpression" ? stringValue(propertyNamed(metadata, "selector")?.value) : null;
      if (selector) return selector;
    }
  }
  return null;
}

/** The `<base href>` of the app's index.html (the Angular CLI's document); null when it has none. */
export function baseHrefOf(indexHtml: string | undefined): string | null {
  const tag = /<base\b[^>]*>/i.exec(indexHtml ?? "")?.[0];
  const href = tag ? /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag) : null;
  return href ? (href[1] ?? href[2] ?? href[3] ?? null) : null;
}

/**
 * What runs before the app's entry in the preview document, which is not the app's index.html:
 * - Angular's compiler is loaded, for JIT;
 * - the index.html's `<base href>` (the preview document may have no base element: its policy says
 *   base-uri 'none') is given to the router as APP_BASE_HREF, on the platform that bootstrapApplication
 *   then reuses, so links read "/register" as in the built app;
 * - an element the root component's selector matches takes the place of the document's mount (the
 *   generated index.html has `<app-root></app-root>` in its body): the first of its selectors, an element
 *   name with any id, classes and attributes (`app-root`, `div.app[data-root]`).
 */
export function angularPrelude(selector: string | null, baseHref: string | null): string {
  const lines = ['const vendor = globalThis.__APPFORGE_VENDOR__;', 'vendor("@angular/compiler");'];
  if (baseHref !== null) {
    lines.push(`vendor("@angular/platform-browser").platformBrowser([{ provide: vendor("@angular/common").APP_BASE_HREF, useValue: ${JSON.stringify(baseHref)} }]);`);
  }
  if (selector) {
    const first = selector.split(",")[0]?.trim() ?? "";
    const tag = /^[A-Za-z][\w-]*/.exec(first)?.[0] ?? "div";
    const id = /#([\w-]+)/.exec(first)?.[1] ?? null;
    const classes = [...first.matchAll(/\.([\w-]+)/g)].map((match) => match[1] ?? "");
    const attributes = [...first.matchAll(/\[([\w-]+)(?:=["']?([^"'\]]*)["']?)?\]/g)].map((match) => [match[1] ?? "", match[2] ?? ""]);
    lines.push(
      `if (!document.querySelector(${JSON.stringify(selector)})) {`,
      `  const host = document.createElement(${JSON.stringify(tag)});`,
      ...(id ? [`  host.id = ${JSON.stringify(id)};`] : []),
      ...classes.map((name) => `  host.classList.add(${JSON.stringify(name)});`),
      ...attributes.map(([name, value]) => `  host.setAttribute(${JSON.stringify(name)}, ${JSON.stringify(value)});`),
      `  const mount = document.getElementById(${JSON.stringify(MOUNT)});`,
      "  if (mount) mount.replaceWith(host);",
      "  else document.body.appendChild(host);",
      "}",
    );
  }
  return `{\n${lines.join("\n")}\n}\n`;
}
