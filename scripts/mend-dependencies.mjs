// Mends to installed dependencies, applied after every `npm install` (package.json's postinstall) and checked
// before the Workers pool runs (vitest.config.mts). Each names its package's exact version and the exact text it
// replaces: a release that changes either stops the install here, so a mend is looked at again, never lost quietly.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/**
 * @typedef {{ name: string; version: string; file: string; why: string; before: string; after: string }} Mend
 * @type {Mend[]}
 */
const MENDS = [
  {
    name: "@cloudflare/vitest-pool-workers",
    version: "0.15.1",
    file: "dist/worker/lib/cloudflare/test-internal.mjs",
    // The pool wraps the Worker's entrypoint and each Durable Object class in a class whose prototype is a Proxy.
    // It made that Proxy in the constructor, around the previous one, so every SELF.fetch and every new object
    // added a layer that each later call walked: a runtime's calls grew slower with the square of their number,
    // and a runtime shared by many files overflowed the stack. One Proxy, made once, does the same lookups.
    why: "one Proxy prototype per wrapped class, not one more per instance",
    before: [
      "\tfunction Class(...args) {",
      "\t\tClass.prototype = new Proxy(Class.prototype, { get(target, key, receiver) {",
      "\t\t\tconst value = Reflect.get(target, key, receiver);",
      "\t\t\tif (value !== void 0) return value;",
      '\t\t\tif (typeof key === "symbol" || IGNORED_KEYS.includes(key)) return;',
      "\t\t\treturn getUnknownPrototypeKey.call(receiver, key);",
      "\t\t} });",
      "\t\treturn Reflect.construct(superClass, args, Class);",
      "\t}",
      "\tReflect.setPrototypeOf(Class.prototype, superClass.prototype);",
      "\tReflect.setPrototypeOf(Class, superClass);",
      "\treturn Class;",
    ].join("\n"),
    after: [
      "\tfunction Class(...args) {",
      "\t\treturn Reflect.construct(superClass, args, Class);",
      "\t}",
      "\tReflect.setPrototypeOf(Class.prototype, superClass.prototype);",
      "\tReflect.setPrototypeOf(Class, superClass);",
      "\t// Mended by AppForge's scripts/mend-dependencies.mjs: one Proxy, made once.",
      "\tClass.prototype = new Proxy(Class.prototype, { get(target, key, receiver) {",
      "\t\tconst value = Reflect.get(target, key, receiver);",
      "\t\tif (value !== void 0) return value;",
      '\t\tif (typeof key === "symbol" || IGNORED_KEYS.includes(key)) return;',
      "\t\treturn getUnknownPrototypeKey.call(receiver, key);",
      "\t} });",
      "\treturn Class;",
    ].join("\n"),
  },
];

const LOOK_AGAIN = "look at scripts/mend-dependencies.mjs again.";

/**
 * Whether a mend is in place, due, or has nothing to mend; throws when the package is not the version or text the
 * mend was written for.
 * @param {Mend} mend
 */
function inspect(mend) {
  const packageDir = join(root, "node_modules", mend.name);
  let version;
  try {
    version = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8")).version;
  } catch {
    return { state: "absent" };
  }
  if (version !== mend.version) throw new Error(`${mend.name} is ${version}; the mend (${mend.why}) was written for ${mend.version}: ${LOOK_AGAIN}`);
  const path = join(packageDir, mend.file);
  const text = readFileSync(path, "utf8");
  if (text.includes(mend.after)) return { state: "mended" };
  if (text.split(mend.before).length === 2) return { state: "due", path, text };
  throw new Error(`${mend.name} ${mend.version}'s ${mend.file} does not hold the text the mend (${mend.why}) replaces: ${LOOK_AGAIN}`);
}

/** Applies every mend that is due; throws when a mended package is not the version or text it was written for. */
function applyMends() {
  for (const mend of MENDS) {
    const found = inspect(mend);
    if (found.state === "due") {
      writeFileSync(found.path, found.text.replace(mend.before, mend.after));
      console.log(`Mended ${mend.name} ${mend.version}: ${mend.why}.`);
    }
  }
}

/** Throws, saying what to do, when a mend is not in place (an install that skipped its scripts). */
export function assertMended() {
  for (const mend of MENDS) {
    if (inspect(mend).state === "due") throw new Error(`${mend.name} is not mended (${mend.why}): run \`node scripts/mend-dependencies.mjs\` (npm install does it unless scripts are off).`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    applyMends();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
