import { describe, expect, it } from "vitest";
import { angularPrelude, baseHrefOf, lowerAngular, rootSelector } from "./angular";
import { compilePreview } from "./compile";
import { PREVIEW_VENDOR } from "./vendor";
import type { SourceFile } from "./sources";

/**
 * Angular's part of the in-browser compiler: decorators and signal APIs lowered to what Angular's JIT
 * compiler reads, resources inlined, the API address pointed at the preview, and the linked app's start.
 * The browser journey in tests/e2e/preview.spec.ts runs the output against the Angular library script.
 */

const noFiles = () => undefined;
const lowered = (source: string, files: Record<string, string> = {}) => {
  const result = lowerAngular("src/app/x.ts", source, (request) => files[request]);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.code;
};
/** Each line of the output, so a statement can be found on the line its source was on. */
const lines = (code: string) => code.split("\n");

describe("lowerAngular", () => {
  it("turns class decorators into TypeScript's __decorate call after the class, on its last line, keeping every line where it was", () => {
    const source = [
      'import { ChangeDetectionStrategy, Component } from "@angular/core";',
      'import { RouterOutlet } from "@angular/router";',
      "",
      "/** The root. */",
      "@Component({",
      '  selector: "app-root",',
      "  imports: [RouterOutlet],",
      "  changeDetection: ChangeDetectionStrategy.OnPush,",
      '  template: "<router-outlet />",',
      "})",
      "export class App {}",
      "export const after = 1;",
    ].join("\n");
    const code = lowered(source);
    // The decorator's lines are blank, the class and everything after it on its own line.
    expect(lines(code).slice(4, 10).every((line) => line.trim() === "")).toBe(true);
    expect(lines(code)[10]).toBe(
      'export class App {};App = __ngDecorate([Component({\n  selector: "app-root",\n  imports: [RouterOutlet],\n  changeDetection: ChangeDetectionStrategy.OnPush,\n  template: "<router-outlet />",\n})], App);'.split("\n")[0],
    );
    expect(code).toContain('App = __ngDecorate([Component({\n  selector: "app-root"');
    expect(code).toContain("export const after = 1;");
    // Still TypeScript for Sucrase, with TypeScript's helper after the last line.
    expect(code).toMatch(/\nfunction __ngDecorate\(decorators, target, key, desc\) \{/);
    expect(code).not.toMatch(/^\s*@/m);
  });

  it("gives signal inputs, models, outputs and queries the decorators Angular's compiler adds for them", () => {
    const code = lowered(
      [
        'import { Component, input, model, output, viewChild, contentChildren, ElementRef } from "@angular/core";',
        'import { outputFromObservable } from "@angular/core/rxjs-interop";',
        'import { Subject } from "rxjs";',
        '@Component({ selector: "app-field", template: "<input #box />" })',
        "export class Field {",
        '  readonly value = input("");',
        '  readonly label = input.required<string>({ alias: "fieldLabel" });',
        "  readonly checked = model(false);",
        "  readonly saved = output<string>();",
        "  readonly closed = outputFromObservable(new Subject<void>());",
        '  readonly box = viewChild<ElementRef>("box", { read: ElementRef });',
        "  readonly items = contentChildren(Field);",
        "  plain = 1;",
        "}",
      ].join("\n"),
    );
    expect(code).toContain('import { Input as __ngInput, Output as __ngOutput, ViewChild as __ngViewChild, ContentChildren as __ngContentChildren } from "@angular/core";');
    expect(code).toContain('__ngDecorate([__ngInput({ isSignal: true, alias: "value", required: false, transform: undefined })], Field.prototype, "value", void 0);');
    expect(code).toContain('__ngDecorate([__ngInput({ isSignal: true, alias: "fieldLabel", required: true, transform: undefined })], Field.prototype, "label", void 0);');
    expect(code).toContain('__ngDecorate([__ngInput({ isSignal: true, alias: "checked", required: false }), __ngOutput("checkedChange")], Field.prototype, "checked", void 0);');
    expect(code).toContain('__ngDecorate([__ngOutput("saved")], Field.prototype, "saved", void 0);');
    expect(code).toContain('__ngDecorate([__ngOutput("closed")], Field.prototype, "closed", void 0);');
    expect(code).toContain('__ngDecorate([__ngViewChild("box", { ...({ read: ElementRef }), isSignal: true })], Field.prototype, "box", void 0);');
    expect(code).toContain('__ngDecorate([__ngContentChildren(Field, { isSignal: true })], Field.prototype, "items", void 0);');
    expect(code).not.toContain('"plain"');
    // The initialisers stay: the field is still the signal the API made.
    expect(code).toContain('readonly value = input("");');
  });

  it("writes constructor parameters' types and Angular decorators as ctorParameters, and applies member decorators as TypeScript does", () => {
    const code = lowered(
      [
        'import { Component, HostListener, Inject, Input, Optional } from "@angular/core";',
        'import { HttpClient } from "@angular/common/http";',
        'import { API_URL, type Settings } from "./tokens";',
        '@Component({ selector: "app-x", template: "" })',
        "export class X {",
        "  @Input() name = '';",
        "  @Input({ required: true }) static count: number;",
        '  @HostListener("click", ["$event"]) onClick(event: Event) {}',
        "  constructor(private readonly http: HttpClient, @Inject(API_URL) readonly url: string, @Optional() settings: Settings | null) {}",
        "}",
      ].join("\n"),
    );
    const statements = code.slice(code.indexOf("};") + 2, code.indexOf("\nfunction"));
    expect(statements).toBe(
      [
        "__ngDecorate([Input()], X.prototype, \"name\", void 0);",
        '__ngDecorate([HostListener("click", ["$event"])], X.prototype, "onClick", null);',
        '__ngDecorate([Input({ required: true })], X, "count", void 0);',
        'X.ctorParameters = () => [{ type: typeof HttpClient === "undefined" ? undefined : HttpClient }, { type: undefined, decorators: [{ type: Inject, args: [API_URL] }] }, { type: typeof Settings === "undefined" ? undefined : Settings, decorators: [{ type: Optional, args: [] }] }];',
        'X = __ngDecorate([Component({ selector: "app-x", template: "" })], X);',
      ].join(" "),
    );
    expect(code).toMatch(/\n {2}constructor\(private readonly http: HttpClient, {2,}readonly url: string, {2,}settings: Settings \| null\) \{\}\n/);
  });

  it("inlines templateUrl and styleUrl(s) from the generated files, and names one that is missing", () => {
    const files = { "./card.html": "<p>{{ title }}</p>", "./card.css": "p { color: red; }", "../theme.css": ":host { display: block; }" };
    const code = lowered('import { Component } from "@angular/core";\n@Component({ selector: "app-card", templateUrl: "./card.html", styleUrls: ["./card.css", "../theme.css"] })\nexport class Card { title = "Hi"; }', files);
    expect(code).toContain('Card = __ngDecorate([Component({ selector: "app-card", template: "<p>{{ title }}</p>", styles: ["p { color: red; }",":host { display: block; }"] })], Card);');
    const single = lowered('import { Component } from "@angular/core";\n@Component({ selector: "app-card", template: "", styles: "a {}", styleUrl: "./card.css" })\nexport class Card {}', files);
    expect(single).toContain('styles: [].concat("a {}", ["p { color: red; }"]), styleUrls: []');
    const missing = lowerAngular("src/app/card.ts", 'import { Component } from "@angular/core";\n@Component({\n  selector: "app-card",\n  templateUrl: "./gone.html",\n})\nexport class Card {}', noFiles);
    expect(missing).toEqual({ ok: false, problems: [{ line: 4, column: 3, text: 'Cannot find the template "./gone.html" among the generated files' }] });
    const scss = lowerAngular("src/app/card.ts", 'import { Component } from "@angular/core";\n@Component({ selector: "a", template: "", styleUrl: "./card.scss" })\nexport class Card {}', () => "");
    expect(scss).toMatchObject({ ok: false, problems: [{ line: 2, text: 'The preview reads plain CSS stylesheets, not "./card.scss"' }] });
  });

  it("points the build's NG_APP_API_URL at the preview API, but not a property or a name the file declares", () => {
    const code = lowered("const BASE_URL = NG_APP_API_URL;\nconst o = { NG_APP_API_URL, x: config.NG_APP_API_URL };\ntype T = typeof NG_APP_API_URL;\ndeclare const NG_APP_API_URL: string;");
    expect(code).toContain("const BASE_URL = globalThis.__APPFORGE_PREVIEW_API__;");
    expect(code).toContain("const o = { NG_APP_API_URL: globalThis.__APPFORGE_PREVIEW_API__, x: config.NG_APP_API_URL };");
    expect(code).toContain("type T = typeof NG_APP_API_URL;");
    expect(lowered('const NG_APP_API_URL = "https://api.example.com";\nexport const base = NG_APP_API_URL;')).toContain("export const base = NG_APP_API_URL;");
  });

  it("names a syntax error with its line and column, and a decorator it cannot apply", () => {
    expect(lowerAngular("src/app/x.ts", "@Injectable()\nexport class X {\n  a = ;\n}", noFiles)).toMatchObject({ ok: false, problems: [{ line: 3, column: 7, text: expect.stringMatching(/Unexpected token/) }] });
    expect(lowerAngular("src/app/x.ts", "export class X {\n  run(@Arg() value: string) {}\n}", noFiles)).toEqual({
      ok: false,
      problems: [{ line: 2, column: 7, text: "The preview applies decorators to classes, their members and constructor parameters only" }],
    });
  });

  it("leaves a file without decorators as it is, unparsed (Sucrase names its syntax errors)", () => {
    const source = 'import { inject } from "@angular/core";\n/** @returns whether "a@b.c" may in */\nexport const requireAuth = () => inject(AuthService).signedIn();\n';
    expect(lowered(source)).toBe(source);
    expect(lowerAngular("src/app/x.ts", "export class X {\n  a = ;\n}", noFiles)).toEqual({ ok: true, code: "export class X {\n  a = ;\n}" });
  });
});

describe("the Angular app's start", () => {
  const files: Record<string, string> = {
    "src/main.ts": 'import { bootstrapApplication } from "@angular/platform-browser";\nimport { App as Root } from "./app/app";\nbootstrapApplication(Root, {}).catch(console.error);',
    "src/app/app.ts": 'import { Component } from "@angular/core";\n@Component({ selector: "app-root, [appRoot]", template: "" })\nexport class App {}',
  };
  const read = (from: string, request: string) => {
    const path = `${from.split("/").slice(0, -1).join("/")}/${request.replace(/^\.\//, "")}.ts`;
    const source = files[path];
    return source === undefined ? undefined : { path, source };
  };

  it("finds the bootstrapped component's selector, and the index.html's base href", () => {
    expect(rootSelector({ path: "src/main.ts", source: files["src/main.ts"] ?? "" }, read)).toBe("app-root, [appRoot]");
    expect(rootSelector({ path: "src/main.ts", source: "console.log(1)" }, read)).toBeNull();
    expect(baseHrefOf('<head>\n  <base href="/" />\n</head>')).toBe("/");
    expect(baseHrefOf("<base href='/app/'>")).toBe("/app/");
    expect(baseHrefOf("<head></head>")).toBeNull();
  });

  it("loads the compiler, gives the router the base href on the platform, and puts the root element where the document mounts apps", () => {
    const prelude = angularPrelude("div.app#main[data-root]", "/");
    expect(prelude).toContain('vendor("@angular/compiler");');
    expect(prelude).toContain('vendor("@angular/platform-browser").platformBrowser([{ provide: vendor("@angular/common").APP_BASE_HREF, useValue: "/" }]);');
    expect(prelude).toContain('const host = document.createElement("div");\n  host.id = "main";\n  host.classList.add("app");\n  host.setAttribute("data-root", "");');
    expect(prelude).toContain('const mount = document.getElementById("root");');
    expect(angularPrelude(null, null)).not.toMatch(/platformBrowser|createElement/);
  });
});

const frontend = (files: Record<string, string>): SourceFile[] => Object.entries(files).map(([path, content]) => ({ path: `frontend/${path}`, content }));

/** A small app written as the Angular generator writes its apps. */
const APP = {
  "src/index.html": '<!doctype html>\n<html lang="en">\n<head>\n<base href="/" />\n</head>\n<body>\n<app-root></app-root>\n</body>\n</html>',
  "src/main.ts": 'import { bootstrapApplication } from "@angular/platform-browser";\nimport { App } from "./app/app";\nimport { appConfig } from "./app/app.config";\n\nbootstrapApplication(App, appConfig).catch((error: unknown) => console.error(error));',
  "src/app/app.config.ts": 'import { provideZonelessChangeDetection, type ApplicationConfig } from "@angular/core";\nimport { provideRouter } from "@angular/router";\nimport { routes } from "./app.routes";\n\nexport const appConfig: ApplicationConfig = { providers: [provideZonelessChangeDetection(), provideRouter(routes)] };',
  "src/app/app.routes.ts": 'import type { Routes } from "@angular/router";\nimport { ProductsList } from "./products-list";\n\nexport const routes: Routes = [{ path: "products", component: ProductsList }];',
  "src/app/app.ts": 'import { Component } from "@angular/core";\nimport { RouterOutlet } from "@angular/router";\n\n@Component({ selector: "app-root", imports: [RouterOutlet], template: "<router-outlet />" })\nexport class App {}',
  "src/app/api.ts": "/** Calls the API. */\nconst BASE_URL = NG_APP_API_URL;\nexport const apiUrl = (path: string) => `${BASE_URL}${path}`;",
  "src/app/products-list.ts":
    'import { Component, inject, input, signal } from "@angular/core";\nimport { Router } from "@angular/router";\nimport { apiUrl } from "./api";\n\n@Component({ selector: "app-products-list", templateUrl: "./products-list.html", styleUrl: "./products-list.css" })\nexport class ProductsList {\n  readonly id = input("new");\n  protected readonly rows = signal<string[]>([]);\n  private readonly router = inject(Router);\n  readonly url = apiUrl("/api/products");\n}',
  "src/app/products-list.html": "@for (row of rows(); track row) {\n  <p>{{ row }}</p>\n}",
  "src/app/products-list.css": "p { margin: 0; }",
  "src/theme/tokens.css": ":root { --space: 8px; }",
  "src/styles.css": "body { margin: 0; }",
  "src/app/app.spec.ts": "tests are left out",
};

describe("compilePreview for Angular", () => {
  it("links the app for Angular's library script: JIT-ready modules, the compiler and the root element first, the global styles in angular.json's order", async () => {
    const result = await compilePreview("angular", frontend(APP));
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.vendor).toBe(PREVIEW_VENDOR.angular.file);
    expect(result.files).toBe(6);
    expect(result.js).toContain(JSON.stringify({ "@angular/platform-browser": null, "./app/app": "src/app/app.ts", "./app/app.config": "src/app/app.config.ts" }));
    // Decorators are calls, types are gone, the template and its styles are inline, the API is the preview's.
    expect(result.js).not.toMatch(/^\s*@Component/m);
    expect(result.js).not.toMatch(/signal<string\[\]>|: string\)/);
    expect(result.js).toContain('ProductsList = exports.ProductsList = __ngDecorate([_core.Component.call(void 0, { selector: "app-products-list", template: "@for (row of rows(); track row) {\\n  <p>{{ row }}</p>\\n}", styles: ["p { margin: 0; }"] })], ProductsList);');
    expect(result.js).toContain('__ngDecorate([_core.Input.call(void 0, { isSignal: true, alias: "id", required: false, transform: undefined })], ProductsList.prototype, "id", void 0);');
    expect(result.js).toContain("const BASE_URL = globalThis.__APPFORGE_PREVIEW_API__;");
    expect(result.js).not.toContain("app.spec");
    const start = result.js.slice(result.js.indexOf('vendor("@angular/compiler");'));
    expect(start).toMatch(/^vendor\("@angular\/compiler"\);\nvendor\("@angular\/platform-browser"\)\.platformBrowser\(\[\{ provide: vendor\("@angular\/common"\)\.APP_BASE_HREF, useValue: "\/" \}\]\);\nif \(!document\.querySelector\("app-root"\)\) \{/);
    expect(result.js.trimEnd().endsWith('load("src/main.ts");\n})();')).toBe(true);
    expect(result.css).toBe(":root { --space: 8px; }\nbody { margin: 0; }");
  });

  it("names a template file that was not generated at the component's line, with the other problems", async () => {
    const { "src/app/products-list.html": _gone, ...rest } = APP;
    const result = await compilePreview("angular", frontend({ ...rest, "src/app/app.config.ts": `${APP["src/app/app.config.ts"]}\nimport "./nowhere";` }));
    expect(result).toEqual({
      ok: false,
      problems: [
        { file: "frontend/src/app/products-list.ts", line: 5, column: 45, text: 'Cannot find the template "./products-list.html" among the generated files' },
        { file: "frontend/src/app/app.config.ts", line: 6, column: null, text: 'Cannot find "./nowhere" among the generated files' },
      ],
    });
  });
});
