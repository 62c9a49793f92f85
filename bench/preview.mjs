// Time from 'Start Development' to the generated app showing in the Preview, in headless Chromium on the
// project screen: the agents' run, compiling in the browser, publishing, and the sandboxed frame loading
// the libraries and the app and drawing it. Each run opens a fresh browser context (nothing
// cached), as a user opening the project for the first time. Prints figures; asserts nothing.
// Usage: npm run bench:preview [-- --runs 3] (builds the app first unless BENCH_SKIP_BUILD is set)
/* global window, document, MutationObserver -- used inside page.evaluate, where the code runs in the page */
import { chromium } from "playwright-core";
import { chromiumPath } from "../scripts/lib/chromium.mjs";
import { startBenchServer } from "./lib.mjs";

const runs = Number(process.argv[process.argv.indexOf("--runs") + 1]) || 3;
const { base, api, stop } = await startBenchServer();

const WIZARD = {
  problemStatement: "Neighbourhood bakeries lose pre-orders written on paper",
  targetUsers: "Bakery owners and their regular customers",
  projectType: "ecommerce",
  features: ["auth", "dashboard"],
  userTypes: "Customers and the owner",
  deployment: "render",
  design: "modern",
};

const browser = await chromium.launch({ executablePath: await chromiumPath(), args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
try {
  const email = `bench-${Date.now()}@example.com`;
  const { token, user } = await api("POST", "/auth/register", undefined, { name: "Bench", email, password: "Bench!pass1" });
  const rows = [];
  for (const frontend of ["react", "vue"]) {
    const times = [];
    const compiles = [];
    const phases = [];
    const timelines = [];
    for (let run = 0; run < runs; run++) {
      const { project } = await api("POST", "/projects", token, {
        name: `Bakery ${frontend} ${run}`,
        description: "Pre-orders for a bakery",
        tech_stack: [frontend, "nodejs", "postgresql"],
        wizard_data: WIZARD,
      });
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${base}/`);
      // Signed in as the screens keep a session: the token and the user in local storage.
      await page.evaluate(([value, account]) => {
        localStorage.setItem("authToken", value);
        localStorage.setItem("user", account);
      }, [token, JSON.stringify(user)]);
      await page.goto(`${base}/projects/${project.id}`);
      await page.getByTestId("preview-card").waitFor();
      // The card's state line, each time it changes, with the page's clock: where the build's time goes.
      await page.evaluate(() => {
        const seen = [];
        window.__stages = seen;
        const node = document.querySelector('[data-testid="preview-state"]');
        const record = () => {
          const text = (document.querySelector('[data-testid="preview-state"]')?.textContent ?? "").split(".")[0];
          if (seen.at(-1)?.text !== text) seen.push({ text, at: performance.now() });
        };
        new MutationObserver(record).observe(node?.parentElement ?? document.body, { subtree: true, childList: true, characterData: true });
      });
      const pageStart = await page.evaluate(() => performance.now());
      const started = performance.now();
      await api("POST", `/projects/${project.id}/start`, token);
      const built = page.getByTestId("preview-state").filter({ hasText: /^Built/ }).waitFor({ timeout: 120_000 }).then(() => performance.now() - started);
      const completed = page.getByTestId("engine-progress").filter({ hasText: "100.0%" }).waitFor({ timeout: 120_000 }).then(() => performance.now() - started);
      // Ready: the previewed app has drawn its first screen (its sign-in link) inside the frame.
      await page.frameLocator('iframe[title^="Preview of"]').locator('a[href="/register"]').first().waitFor({ timeout: 120_000 });
      times.push(performance.now() - started);
      const stages = await page.evaluate(() => window.__stages);
      timelines.push(stages.map((stage) => `${stage.text} @${Math.round(stage.at - pageStart)}`).join(" | "));
      phases.push({ built: await built, completed: await completed });
      const line = (await page.getByTestId("preview-state").textContent()) ?? "";
      const compiled = /in ([0-9.]+) (ms|s)\b/.exec(line);
      if (compiled) compiles.push(Number(compiled[1]) * (compiled[2] === "s" ? 1000 : 1));
      await context.close();
    }
    times.sort((a, b) => a - b);
    compiles.sort((a, b) => a - b);
    rows.push({ frontend, times, compiles, phases, timelines });
  }
  console.log(`start -> preview ready (first screen drawn in the sandboxed frame), ${runs} runs each, fresh browser context per run`);
  for (const { frontend, times, compiles, phases, timelines } of rows) {
    const median = (values) => values[Math.floor(values.length / 2)] ?? NaN;
    console.log(
      `  ${frontend.padEnd(6)} min ${times[0].toFixed(0)} ms   median ${median(times).toFixed(0)} ms   max ${times[times.length - 1].toFixed(0)} ms` +
        `   (of which the compile median ${median(compiles).toFixed(0)} ms; target: 3000 ms)`,
    );
    const byBuilt = phases.map((phase) => phase.built).sort((a, b) => a - b);
    const byCompleted = phases.map((phase) => phase.completed).sort((a, b) => a - b);
    console.log(`         published median ${median(byBuilt).toFixed(0)} ms; the agents finished everything median ${median(byCompleted).toFixed(0)} ms`);
    for (const timeline of timelines) console.log(`         card: ${timeline}`);
  }
} finally {
  await browser.close();
  stop();
}
