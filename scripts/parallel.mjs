// Runs npm scripts side by side and succeeds only if every one does: `npm test`'s checks that do not depend on one
// another (the typecheck, the lint, the build...), each of which keeps a single core busy. Each script's output is
// held until it ends, then printed whole under its name, so two logs never interleave; every script runs to its
// end, so one run names every failure.
//
// Usage: node scripts/parallel.mjs <npm script> [<npm script>...]
import { spawn } from "node:child_process";

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error("Usage: node scripts/parallel.mjs <npm script> [<npm script>...]");
  process.exit(2);
}

const started = Date.now();

/** Runs one npm script with its output captured; resolves with whether it passed. */
function run(script) {
  return new Promise((resolve) => {
    const begun = Date.now();
    const output = [];
    const child = spawn("npm", ["run", script], { stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    const finish = (passed, why) => {
      const seconds = Math.round((Date.now() - begun) / 1000);
      const text = Buffer.concat(output).toString("utf8").trimEnd();
      console.log(`\n== ${script}: ${passed ? "passed" : `FAILED (${why})`} in ${seconds} s`);
      if (text) console.log(text);
      resolve(passed);
    };
    child.on("error", (error) => finish(false, error.message));
    child.on("close", (code, signal) => finish(code === 0, signal ? `stopped by ${signal}` : `exit code ${code}`));
  });
}

const results = await Promise.all(scripts.map(run));
const failed = scripts.filter((_, index) => !results[index]);
const seconds = Math.round((Date.now() - started) / 1000);
if (failed.length > 0) {
  console.error(`\n${failed.length} of ${scripts.length} failed: ${failed.join(", ")} (${seconds} s)`);
  process.exit(1);
}
console.log(`\nAll ${scripts.length} passed side by side in ${seconds} s: ${scripts.join(", ")}`);
