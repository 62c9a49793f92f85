// Builds what the live preview needs in the browser, into public/preview-vendor/ (served as static assets):
// - one script per frontend stack holding its libraries as prebuilt CommonJS modules, at exactly the
//   versions the generated package.json pins (checked here: a mismatch stops the build). The sandboxed
//   preview document loads it before the app, and it registers the libraries as
//   globalThis.__APPFORGE_VENDOR__(name), which the app compiled in the browser calls for each import;
//   the compiler (workers/engine/preview/compile.ts) never reads the libraries, so a build only compiles the
//   project's own files;
// - manifest.json, naming each stack's script and the modules it registers;
// - the libraries of the previewed app's backend, for its dynamic Worker (build-worker-vendor.mjs);
// - and, beside them in public/worker-data/, the data AppForge's Worker reads through its assets binding rather
//   than carries in its script (build-worker-data.mjs).
// Runs before `remix vite:build`; nothing is fetched from the network.
import { build } from "esbuild";
import { buildWorkerData } from "./build-worker-data.mjs";
import { buildWorkerVendor } from "./build-worker-vendor.mjs";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(join(root, "package.json"));
const out = join(root, "public", "preview-vendor");

/**
 * What the Worker's build expects of each script (workers/engine/preview/vendor.ts: its name from the same pins,
 * and the modules it registers), read here once: the Angular stack's module list comes from it, and what this
 * script writes is checked against it at the end.
 */
const expected = await build({ entryPoints: [join(root, "workers/engine/preview/vendor.ts")], bundle: true, write: false, format: "esm", platform: "neutral" });
const { PREVIEW_VENDOR } = await import(`data:text/javascript;base64,${Buffer.from(expected.outputFiles[0].text).toString("base64")}`);

/** The version a generator pins for a package, read from its versions.ts. */
function pinnedVersion(stack, name) {
  const source = readFileSync(join(root, "workers/engine/generators", stack, "versions.ts"), "utf8");
  const match = new RegExp(`["']?${name.replace(/[-/]/g, "\\$&")}["']?:\\s*"([^"]+)"`).exec(source);
  if (!match) throw new Error(`${stack}/versions.ts pins no ${name}`);
  return match[1];
}

const installedVersion = (pkg, from = require) => JSON.parse(readFileSync(from.resolve(`${pkg}/package.json`), "utf8")).version;

/**
 * Each stack: its packages (the npm name the generated app uses, the package installed here for it) and
 * the module names the generated source imports. Every module keeps the others external, so one copy of
 * React (or Vue) serves them all.
 */
const STACKS = {
  react: {
    packages: [
      ["react", "react"],
      ["react-dom", "react-dom"],
      ["react-router-dom", "preview-react-router-dom"],
    ],
    modules: {
      react: "react",
      "react/jsx-runtime": "react/jsx-runtime",
      "react-dom": "react-dom",
      "react-dom/client": "react-dom/client",
      "react-router-dom": "preview-react-router-dom",
    },
  },
  vue: {
    packages: [
      ["vue", "vue"],
      ["vue-router", "vue-router"],
    ],
    // The runtime build: templates are compiled before they reach the browser, so the template compiler stays out.
    modules: { vue: "vue/dist/vue.runtime.esm-bundler.js", "vue-router": "vue-router" },
  },
  angular: {
    packages: [
      ["@angular/core", "@angular/core"],
      ["@angular/common", "@angular/common"],
      ["@angular/compiler", "@angular/compiler"],
      ["@angular/forms", "@angular/forms"],
      ["@angular/platform-browser", "@angular/platform-browser"],
      ["@angular/router", "@angular/router"],
      ["rxjs", "rxjs"],
    ],
    // @angular/compiler is here because the preview runs Angular in JIT mode: the components' decorators
    // and templates are compiled in the frame when the app starts (workers/engine/preview/angular.ts), and so are
    // Angular's own classes, which its packages publish as partial declarations (ɵɵngDeclare...): the
    // compiler comes first so it is there when they load. Angular's entry points share chunks (core and
    // core/rxjs-interop, common and common/http) and rxjs/operators is rxjs, so the stack is bundled once
    // ("shared") and each module is a view of it: one copy of each. @angular/common/http and
    // rxjs/operators are imported by the other packages themselves.
    modules: Object.fromEntries(PREVIEW_VENDOR.angular.modules.map((name) => [name, name])),
    shared: true,
    // What the Angular CLI defines in an optimized build with the JIT compiler (aot: false).
    define: { ngDevMode: "false", ngJitMode: "true", ngI18nClosureMode: "false", ngServerMode: "false" },
    // Angular's packages are ES2022 (class fields, static blocks), as are the browsers it supports.
    target: "es2022",
    // The ES2015+ builds of rxjs, as the Angular CLI resolves them.
    conditions: ["es2020", "es2015", "module"],
    // Angular's own classes linked here, as the Angular CLI does, rather than compiled in every frame.
    plugins: () => [angularLinker()],
  },
  nextjs: {
    // React 19 at the Next.js pins, from a package of its own (react-dom 19 needs react 19 beside it, and
    // AppForge runs React 18): scripts/preview-libraries/nextjs/package.json, a dev dependency of AppForge
    // under this name (found through node_modules, so a copy of the tree that links node_modules finds it).
    from: "appforge-preview-nextjs-libraries",
    packages: [
      ["react", "react"],
      ["react-dom", "react-dom"],
    ],
    // Not the next package: AppForge's stand-ins for the parts of it a generated app's browser code uses
    // (next/link, next/navigation) and the router its pages run on (app/lib/preview/nextjs-runtime/,
    // started by the entry workers/engine/preview/nextjs.ts writes). Its version names the API they follow.
    standIns: ["next"],
    modules: {
      react: "react",
      // React's, except that a root layout's <html> and <body> become the preview document's own.
      "react/jsx-runtime": "./app/lib/preview/nextjs-runtime/jsx-runtime.ts",
      "react-dom": "react-dom",
      "react-dom/client": "react-dom/client",
      "next/link": "./app/lib/preview/nextjs-runtime/link.tsx",
      "next/navigation": "./app/lib/preview/nextjs-runtime/navigation.ts",
      "appforge:nextjs/state": "./app/lib/preview/nextjs-runtime/state.ts",
      "appforge:nextjs": "./app/lib/preview/nextjs-runtime/app.tsx",
    },
  },
};

/**
 * A stack bundled once: one module holding every entry point (so chunks the packages share are loaded
 * once), registered under a name no app imports, and each entry point a module that reads it.
 */
async function sharedModules(stack, modules, options) {
  const names = Object.keys(modules);
  const contents = [
    ...names.map((name, index) => `import * as m${index} from ${JSON.stringify(modules[name])};`),
    `export const modules = { ${names.map((name, index) => `${JSON.stringify(name)}: m${index}`).join(", ")} };`,
  ].join("\n");
  const result = await build({ ...options, plugins: STACKS[stack].plugins?.() ?? [], stdin: { contents, resolveDir: root, loader: "js" } });
  const whole = `appforge:${stack}`;
  return {
    [whole]: result.outputFiles[0].text,
    ...Object.fromEntries(names.map((name) => [name, `module.exports = require(${JSON.stringify(whole)}).modules[${JSON.stringify(name)}];`])),
  };
}

/**
 * Angular's packages are published as partial declarations (ɵɵngDeclareComponent, ...) that either its
 * linker turns into definitions at build time or its JIT compiler at run time: linked here, with the
 * linker of the @angular/compiler-cli version the generated apps pin (the Angular CLI does the same), so
 * the frame compiles only the app's own components.
 */
function angularLinker() {
  const pinned = pinnedVersion("angular", "@angular/compiler-cli");
  const actual = installedVersion("@angular/compiler-cli");
  if (pinned !== actual) throw new Error(`The preview links Angular with @angular/compiler-cli ${actual} but generated apps pin ${pinned}: install @angular/compiler-cli@${pinned}`);
  const fromCli = createRequire(require.resolve("@angular/compiler-cli/package.json"));
  const babel = fromCli("@babel/core");
  const linker = import("@angular/compiler-cli/linker/babel");
  return {
    name: "angular-linker",
    setup(builder) {
      builder.onLoad({ filter: /[\\/]@angular[\\/][^\\/]+[\\/]fesm2022[\\/].*\.mjs$/ }, async (args) => {
        const source = readFileSync(args.path, "utf8");
        if (!source.includes("ɵɵngDeclare")) return undefined;
        const linked = await babel.transformAsync(source, { filename: args.path, plugins: [(await linker).default], babelrc: false, configFile: false, compact: false, sourceMaps: false });
        return { contents: linked.code, loader: "js" };
      });
    },
  };
}

const DEFINE = {
  "process.env.NODE_ENV": '"production"',
  __VUE_OPTIONS_API__: "true",
  __VUE_PROD_DEVTOOLS__: "false",
  __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: "false",
};

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const manifest = {};

for (const [stack, { packages, modules, shared = false, define = {}, target = "es2020", conditions, from, standIns = [] }] of Object.entries(STACKS)) {
  const versions = {};
  // Packages come from the package `from` when a stack has its own (see nextjs), modules named "./..." are files here.
  const resolveDir = from ? dirname(require.resolve(`${from}/package.json`)) : root;
  const requireFrom = from ? createRequire(join(resolveDir, "package.json")) : require;
  const files = Object.fromEntries(Object.entries(modules).flatMap(([name, source]) => (source.startsWith("./") ? [[name, join(root, source)]] : [])));
  for (const name of standIns) versions[name] = pinnedVersion(stack, name);
  for (const [name, installed] of packages) {
    const pinned = pinnedVersion(stack, name);
    const actual = installedVersion(installed, requireFrom);
    if (pinned !== actual) {
      throw new Error(`The preview serves ${name} ${actual} but generated ${stack} apps pin ${pinned}: install ${installed}@${pinned}`);
    }
    versions[name] = pinned;
  }
  const names = Object.keys(modules);
  const code = shared
    ? await sharedModules(stack, modules, { bundle: true, write: false, format: "cjs", platform: "browser", target, minify: true, legalComments: "none", define: { ...DEFINE, ...define }, conditions })
    : {};
  for (const [name, source] of Object.entries(shared ? {} : modules)) {
    const result = await build({
      stdin: { contents: `module.exports = require(${JSON.stringify(files[name] ?? source)});`, resolveDir, loader: "js" },
      bundle: true,
      write: false,
      format: "cjs",
      platform: "browser",
      target,
      minify: true,
      legalComments: "none",
      define: { ...DEFINE, ...define },
      // The other modules of the stack stay imports, resolved to their own entry in the browser.
      plugins: [
        {
          name: "stack-externals",
          setup(builder) {
            builder.onResolve({ filter: /.*/ }, (args) => {
              if (args.kind === "entry-point" || args.importer === "<stdin>") return undefined;
              const alias = Object.entries(modules).find(([, installed]) => installed === args.path)?.[0];
              // A module's file importing another module's file (./state): that module, not a second copy.
              const file = /^\.\.?\//.test(args.path) ? join(args.resolveDir, args.path) : null;
              const local = file ? Object.entries(files).find(([, path]) => path === file || path.replace(/\.[jt]sx?$/, "") === file)?.[0] : undefined;
              const external = names.includes(args.path) ? args.path : (alias ?? local);
              if (external && external !== name) return { path: external, external: true };
              // A package imported by one of the stack's own files comes from the stack's packages too.
              if (from && args.pluginData !== "from" && !/^[./]/.test(args.path) && !args.importer.includes("/node_modules/")) {
                return builder.resolve(args.path, { kind: args.kind, resolveDir, pluginData: "from" });
              }
              return undefined;
            });
          },
        },
      ],
    });
    code[name] = result.outputFiles[0].text;
  }
  const file = `${stack}-${Object.values(versions).join("-")}.js`;
  writeFileSync(join(out, file), vendorScript(code));
  manifest[stack] = { file, versions, modules: names, ...(standIns.length > 0 ? { standIns } : {}) };
}

/** A classic script that registers the modules, each loaded once on its first require. */
function vendorScript(code) {
  const factories = Object.entries(code)
    .map(([name, source]) => `${JSON.stringify(name)}: function (module, exports, require) {\n${source}\n}`)
    .join(",\n");
  return `(() => {
const factories = {
${factories}
};
const loaded = new Map();
const load = (name) => {
  let module = loaded.get(name);
  if (!module) {
    if (!Object.prototype.hasOwnProperty.call(factories, name)) throw new Error("The preview serves no library named " + JSON.stringify(name));
    module = { exports: {} };
    loaded.set(name, module);
    factories[name](module, module.exports, load);
  }
  return module.exports;
};
globalThis.__APPFORGE_VENDOR__ = load;
})();
`;
}

writeFileSync(join(out, "manifest.json"), JSON.stringify(manifest, null, 2));

// What was written here must be exactly what the Worker's build expects, or every preview would load a missing script.
for (const [stack, script] of Object.entries(manifest)) {
  const wanted = PREVIEW_VENDOR[stack];
  if (!wanted || wanted.file !== script.file || JSON.stringify(wanted.modules) !== JSON.stringify(script.modules)) {
    throw new Error(`workers/engine/preview/vendor.ts expects ${JSON.stringify(wanted)} for ${stack}, but this script wrote ${JSON.stringify({ file: script.file, modules: script.modules })}: make them agree`);
  }
}
await buildWorkerVendor(out);
const sizes = readdirSync(out).map((name) => `${name} ${(readFileSync(join(out, name)).byteLength / 1024).toFixed(0)} kB`);
console.log(`preview vendor: ${sizes.join(", ")}`);
const data = await buildWorkerData();
console.log(`worker data: ${data.map(({ file, bytes }) => `${file.slice(root.length + 1)} ${(bytes / 1024).toFixed(0)} kB`).join(", ")}`);
