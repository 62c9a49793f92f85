// Bundles the engine's generator from its TypeScript sources (esbuild) so Node scripts can call it.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";
import { readTemplates } from "./templates.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** A bakery owner's wizard answers, as the wizard sends them: the sample the scripts generate from. */
export const SAMPLE_WIZARD = {
  projectType: "ecommerce",
  problemStatement: "Neighbourhood bakeries lose pre-orders written on paper and bake too much or too little",
  targetUsers: "Bakery owners, their staff and their regular customers",
  uniqueValueProposition: "Customers reserve bread for a pickup slot; the bakery bakes exactly what was ordered",
  systemBehaviors: "Customers place orders for a pickup slot; the bakery prints a production list each morning",
  keyWorkflows: "Staff publish products and pickup slots; customers order, pay online and get a reminder",
  userFlows: "A customer browses products, places an order and picks a pickup slot.\nThe baker prints the production list.",
  securityRequirements: "Only staff change products and pickup slots",
  userTypes: "Customers, bakers and the owner",
  businessRules: [
    "An order's total must be between 1 and 500",
    "Product stock cannot be negative",
    "Product names must be unique",
    "A customer's phone must be a valid phone number",
    "Orders go from pending to paid to collected",
    "A pickup slot's ends at must be after its starts at",
    "An order's placed at date cannot be in the future",
    "A production list's title is one of Morning bake or Afternoon bake",
    "Refunds need the owner's approval",
    "A customer's email must be unique",
  ].join("\n"),
  // Live changes and the analytics summary are in the sample because each backend's tests of them check who
  // sees another account's records (check:generated runs those tests against real databases).
  features: ["auth", "dashboard", "payments", "notifications", "search", "real-time", "analytics"],
  implementationPriorities: { high: ["Pre-orders with pickup slots"], medium: ["Production list"], low: ["Analytics"] },
  deployment: "render",
  design: "modern",
};

/**
 * Bundles into `dir` and imports: { buildAppModel, emittersFor, generateProject, checkProject, parseScript,
 * wizardDataSchema, *_STACK }, with the generators' templates read from the disk and the naming library loaded.
 */
export async function loadGenerator(dir = mkdtempSync(join(tmpdir(), "appforge-generator-"))) {
  const entry = join(dir, "entry.mjs");
  const source = (path) => JSON.stringify(join(root, path));
  writeFileSync(
    entry,
    [
      `export { buildAppModel } from ${source("workers/engine/model/index.ts")};`,
      `export { namingReady } from ${source("workers/engine/model/naming.ts")};`,
      `export { emittersFor, generateProject } from ${source("workers/engine/generators/index.ts")};`,
      `export { installTemplates } from ${source("workers/engine/generators/template-texts.ts")};`,
      `export { checkProject } from ${source("workers/engine/qa/check-project.ts")};`,
      `export { parseScript } from ${source("workers/engine/qa/js-parse.ts")};`,
      `export { wizardDataSchema } from ${source("workers/contract/projects.ts")};`,
      `export { FRONTEND_STACK, BACKEND_STACK, DATABASE_STACK, PROJECT_TYPES } from ${source("workers/contract/project-options.ts")};`,
    ].join("\n"),
  );
  const outfile = join(dir, "generator.mjs");
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: "node",
    // ESM entry points first: jsonc-parser's UMD "main" requires its modules in a way esbuild cannot follow.
    mainFields: ["module", "main"],
    format: "esm",
    // CommonJS dependencies bundled into ESM (yaml's Node build) still call require() for Node built-ins.
    banner: { js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);' },
    target: "node20",
    logLevel: "warning",
  });
  const generator = await import(pathToFileURL(outfile).href);
  generator.installTemplates(readTemplates());
  await generator.namingReady();
  return generator;
}

/**
 * The sample app's model for one frontend:backend:database combination; a fourth part names another project
 * type than the sample's ("react:nodejs:postgresql:mobile": the bakery as a Mobile App).
 */
export function sampleModel(generator, combo, wizard = SAMPLE_WIZARD) {
  const [frontend, backend, database, projectType] = combo.split(":");
  return generator.buildAppModel({
    name: "Crumb & Co Bakery",
    description: "Pre-orders with pickup slots for a neighbourhood bakery",
    techStack: [frontend, backend, database],
    wizardData: generator.wizardDataSchema.parse(projectType ? { ...wizard, projectType } : wizard),
    messages: [{ agentType: "frontend", message: "Keep the order form short" }],
  });
}
