// Builds what the live preview needs in the browser, into public/preview-vendor/ (served as static assets):
// - one script per frontend stack holding its libraries as prebuilt CommonJS modules, at exactly the
//   versions the generated package.json pins (checked here: a mismatch stops the build). The sandboxed
//   preview document loads it before the app, and it registers the libraries as
//   globalThis.__APPFORGE_VENDOR__(name), which the app compiled in the browser calls for each import;
//   the compiler (app/lib/preview/compile.ts) never reads the libraries, so a build only compiles the
//   project's own files;
// - manifest.json, naming each stack's script and the modules it registers.
// Runs before `remix vite:build`; nothing is fetched from the network.
import { build } from "esbuild";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(join(root, "package.json"));
const out = join(root, "public", "preview-vendor");

/** The version a generator pins for a package, read from its versions.ts. */
function pinnedVersion(stack, name) {
  const source = readFileSync(join(root, "workers/engine/generators", stack, "versions.ts"), "utf8");
  const match = new RegExp(`["']?${name.replace(/[-/]/g, "\\$&")}["']?:\\s*"([^"]+)"`).exec(source);
  if (!match) throw new Error(`${stack}/versions.ts pins no ${name}`);
  return match[1];
}

const installedVersion = (pkg) => JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), "utf8")).version;

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
};

const DEFINE = {
  "process.env.NODE_ENV": '"production"',
  __VUE_OPTIONS_API__: "true",
  __VUE_PROD_DEVTOOLS__: "false",
  __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: "false",
};

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const manifest = {};

for (const [stack, { packages, modules }] of Object.entries(STACKS)) {
  const versions = {};
  for (const [name, installed] of packages) {
    const pinned = pinnedVersion(stack, name);
    const actual = installedVersion(installed);
    if (pinned !== actual) {
      throw new Error(`The preview serves ${name} ${actual} but generated ${stack} apps pin ${pinned}: install ${installed}@${pinned}`);
    }
    versions[name] = pinned;
  }
  const names = Object.keys(modules);
  const code = {};
  for (const [name, source] of Object.entries(modules)) {
    const result = await build({
      stdin: { contents: `module.exports = require(${JSON.stringify(source)});`, resolveDir: root, loader: "js" },
      bundle: true,
      write: false,
      format: "cjs",
      platform: "browser",
      target: "es2020",
      minify: true,
      legalComments: "none",
      define: DEFINE,
      // The other modules of the stack stay imports, resolved to their own entry in the browser.
      plugins: [
        {
          name: "stack-externals",
          setup(builder) {
            builder.onResolve({ filter: /.*/ }, (args) => {
              if (args.kind === "entry-point" || args.importer === "<stdin>") return undefined;
              const alias = Object.entries(modules).find(([, installed]) => installed === args.path)?.[0];
              const external = names.includes(args.path) ? args.path : alias;
              return external && external !== name ? { path: external, external: true } : undefined;
            });
          },
        },
      ],
    });
    code[name] = result.outputFiles[0].text;
  }
  const file = `${stack}-${Object.values(versions).join("-")}.js`;
  writeFileSync(join(out, file), vendorScript(code));
  manifest[stack] = { file, versions, modules: names };
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
const sizes = readdirSync(out).map((name) => `${name} ${(readFileSync(join(out, name)).byteLength / 1024).toFixed(0)} kB`);
console.log(`preview vendor: ${sizes.join(", ")}`);
