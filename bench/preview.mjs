// Time from 'Start Development' to the generated app showing in the Preview, in headless Chromium on the
// project screen: the agents' run, compiling in the browser, publishing, and the sandboxed frame loading
// the libraries and the app and drawing it. Each run opens a fresh browser context (nothing
// cached), as a user opening the project for the first time. Prints figures; asserts nothing.
// Usage: npm run bench:preview [-- --runs 3] (or BENCH_RUNS=3; BENCH_FRONTENDS=react,vue for some of the four;
// builds the app first unless BENCH_SKIP_BUILD is set)
import { chromium } from "playwright-core";
import { chromiumPath } from "../scripts/lib/chromium.mjs";
import { benchRuns, createBakery, median, PREVIEW_WIZARD, startBenchServer, timeStartToPreview } from "./lib.mjs";

const runs = benchRuns(3);
const { base, api, stop } = await startBenchServer();

const browser = await chromium.launch({ executablePath: await chromiumPath(), args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
try {
  const email = `bench-${Date.now()}@example.com`;
  const { token, user } = await api("POST", "/auth/register", undefined, { name: "Bench", email, password: "Bench!pass1" });
  const rows = [];
  // Every frontend the wizard offers (BENCH_FRONTENDS=react,vue narrows it).
  const frontends = (process.env.BENCH_FRONTENDS ?? "react,vue,angular,nextjs").split(",").filter(Boolean);
  for (const frontend of frontends) {
    const results = [];
    for (let run = 0; run < runs; run++) {
      const project = await createBakery(api, token, { name: `Bakery ${frontend} ${run}`, wizard: PREVIEW_WIZARD, frontend });
      results.push(await timeStartToPreview({ browser, base, api, token, user, projectId: project.id }));
    }
    rows.push({ frontend, results });
  }
  console.log(`start -> preview ready (first screen drawn in the sandboxed frame), ${runs} runs each, fresh browser context per run`);
  const ms = (value) => (Number.isFinite(value) ? value.toFixed(0) : "n/a");
  for (const { frontend, results } of rows) {
    const times = results.map((result) => result.preview).filter((value) => Number.isFinite(value));
    const shown = times.length < runs ? ` (${times.length} of ${runs} shown within 120 s)` : "";
    console.log(
      `  ${frontend.padEnd(7)} min ${ms(Math.min(...times))} ms   median ${ms(median(times))} ms   max ${ms(Math.max(...times))} ms` +
        `   (of which the compile median ${ms(median(results.map((result) => result.compileMs)))} ms; target: 3000 ms)${shown}`,
    );
    console.log(
      `         published median ${ms(median(results.map((result) => result.built)))} ms; ` +
        `the agents finished everything median ${ms(median(results.map((result) => result.completed)))} ms`,
    );
    for (const { timeline } of results) console.log(`         card: ${timeline}`);
  }
} finally {
  await browser.close();
  stop();
}
