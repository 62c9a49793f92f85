// How check-generated.mjs checks one generated package folder.
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** How a package folder is checked: npm for Node packages, the language's checker script for the others. */
export function packageKind(paths) {
  if (paths.includes("package.json")) return "npm";
  if (paths.includes("requirements.txt")) return "python";
  if (paths.includes("composer.json")) return "php";
  if (paths.includes("pom.xml")) return "java";
  return null;
}

/** npm install, test and build in a Node package, the last two when package.json defines them (test is required: the caller reports it missing). */
export function npmSteps(cwd) {
  const scripts = JSON.parse(readFileSync(join(cwd, "package.json"), "utf8")).scripts ?? {};
  const steps = [["install", ["npm", ["install", "--no-audit", "--no-fund", "--prefer-offline"]]]];
  if (scripts.test) steps.push(["test", ["npm", ["test"]]]);
  if (scripts.build) steps.push(["build", ["npm", ["run", "build"]]]);
  return steps;
}
