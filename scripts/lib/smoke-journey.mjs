// The smoke's browser journey: what a user does first in a generated app, step by step, failing on any
// page error, console error or 5xx answer. Each screen it reaches must also fit a phone and keep its
// navigation one row on a small laptop (smoke-layout.mjs), and the phone's Menu and the laptop's "More" must work.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { chromiumPath } from "./chromium.mjs";
import { checkManifest, checkOffline, checkServiceWorker, installabilityErrors } from "./smoke-installable.mjs";
import { checkMoreMenu, checkPhoneMenu, checkScreenFits, clickNavLink, DESKTOP, PHONE } from "./smoke-layout.mjs";

/** Each browser action or wait. */
const STEP_TIMEOUT_MS = 20 * 1000;

/** Problems the page reports while the journey runs: each one fails the smoke. */
const problems = [];
/** Set while a step runs: fails it at once (rather than when its wait times out). */
let onProblem = () => {};
/** A console message the running step expects (the browser logs the 403 of a refused change), or null. */
let expectedConsole = null;

function watchPage(page) {
  const report = (problem) => {
    problems.push(problem);
    onProblem();
  };
  page.on("pageerror", (error) => report(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" && !expectedConsole?.test(message.text())) report(`console error: ${message.text()} (${message.location().url || "inline"})`);
  });
  page.on("response", (response) => {
    if (response.status() >= 500) report(`HTTP ${response.status()} from ${response.request().method()} ${response.url()}`);
  });
}

function checkProblems(step) {
  if (problems.length > 0) throw new Error(`${step}: ${problems.length} problem(s) in the page:\n  ${problems.join("\n  ")}`);
}

/** Runs one named step of the journey; a failure names the step. */
export async function step(name, action) {
  const started = performance.now();
  const problemReported = new Promise((_, reject) => {
    onProblem = () => reject(new Error("the page reported a problem"));
  });
  try {
    await Promise.race([action(), problemReported]);
  } catch (error) {
    // Playwright's messages carry a call log after the first line; what the page reported explains more.
    const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
    const seen = problems.length > 0 ? `\n  the page reported:\n  ${problems.join("\n  ")}` : "";
    throw new Error(`${name}: ${message}${seen}`, { cause: error });
  } finally {
    onProblem = () => {};
  }
  checkProblems(name);
  console.log(`   ${name} ok (${((performance.now() - started) / 1000).toFixed(1)}s)`);
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The screen as the journey left it fits a phone, and its navigation is one row on a small laptop. */
const fits = (page, screen) =>
  step(`${screen} fits ${PHONE.width}x${PHONE.height}, navigation one row at ${DESKTOP.width} px`, () => checkScreenFits(page, screen));
/** Makes this run's records and user unique, so they can be found again. */
export const stamp = Date.now().toString(36);

/** A value a user would type into a field, unique to this run where it is text (to find the record again). */
export async function fillField(form, field, entity) {
  const control = form.getByLabel(field.label, { exact: true });
  if (field.kind === "boolean") return control.check();
  if (field.kind === "reference") {
    // The options come from the API: wait for one record besides the empty choice.
    await control.locator("option:not([value=''])").first().waitFor({ state: "attached" });
    return control.selectOption({ index: 1 });
  }
  // A field with a fixed set of values (one of, or a state) is a select: a new record takes the first it offers.
  if ((await control.evaluate((element) => element.tagName)) === "SELECT") {
    if (!(await control.inputValue())) await control.selectOption({ index: 1 });
    return;
  }
  // Numbers and dates come from the first sample record, which keeps the entity's rules (ranges, dates before now).
  const sample = entity.samples?.[0]?.[field.name];
  if (field.kind === "number") return control.fill(String(typeof sample === "number" ? sample : 7));
  if (field.kind === "date") {
    const type = await control.getAttribute("type");
    const value = typeof sample === "string" ? sample : "2030-06-01T09:30";
    return control.fill(type === "date" ? value.slice(0, 10) : value.slice(0, 16));
  }
  if (field.format === "email") return control.fill(`smoke-${stamp}@example.com`);
  if (field.format === "url") return control.fill(`https://example.com/smoke-${stamp}`);
  return control.fill(`Smoke ${entity.label} ${field.label} ${stamp}`);
}

/** From the navigation to the record type's list, then its "New …" form. */
async function openNewForm(page, model, entity) {
  const list = model.screens.find((screen) => screen.kind === "list" && screen.entity === entity.name);
  if (!list) throw new Error(`docs/app-model.json has no list screen for ${entity.name}`);
  const listUrl = new RegExp(`${escapeRegExp(list.path)}/?([?#].*)?$`);
  const main = page.getByRole("main");

  await step(`open ${list.path} from the navigation`, async () => {
    await clickNavLink(page, entity.pluralLabel);
    await page.waitForURL(listUrl);
    await main.getByRole("heading", { level: 1, name: list.title, exact: true }).waitFor();
  });

  const newLabel = new RegExp(`^\\s*New ${escapeRegExp(entity.label)}\\s*$`, "i");
  const form = main.locator("form");
  await step(`click "New ${entity.label.toLowerCase()}"`, async () => {
    await main.getByRole("link", { name: newLabel }).or(main.getByRole("button", { name: newLabel })).first().click();
    await form.waitFor();
  });
  await fits(page, `the new ${entity.label.toLowerCase()} form`);
  return { main, form, listUrl };
}

/**
 * A change the signed-in role may not make: the form sends it, the API refuses it with 403, and the screen
 * shows the API's words and stays on the form.
 */
async function refusedRecord(page, model, entity, role) {
  const { form } = await openNewForm(page, model, entity);
  const message = `Your role (${role.label}) cannot change ${entity.pluralLabel.toLowerCase()}`;
  const fields = entity.fields.filter((field) => field.required);
  await step(`fill ${fields.map((field) => field.label).join(", ")}, save, and see "${message}"`, async () => {
    for (const field of fields) await fillField(form, field, entity);
    expectedConsole = /status of 403/;
    try {
      await form.locator('button[type="submit"]').click();
      await page.getByText(message).first().waitFor();
    } finally {
      expectedConsole = null;
    }
    await form.waitFor();
  });
  await fits(page, `the refused ${entity.label.toLowerCase()} form`);
}

/**
 * Creates one record through the UI, from its list screen's "New …" button, and finds it in the list.
 * A required reference needs a record to point at: unless the seed gave that record type some that the
 * signed-in account sees (`owns`: the types its role sees only its own records of), its own record is created first.
 */
async function createRecord(page, baseUrl, model, entity, seeded, owns, depth = 0) {
  if (depth > 3) throw new Error(`References nest too deep at ${entity.name}`);
  for (const field of entity.fields.filter((candidate) => candidate.kind === "reference" && candidate.required)) {
    const target = model.entities.find((candidate) => candidate.name === field.target);
    if (!target) throw new Error(`${entity.name}.${field.name} points at unknown ${field.target}`);
    if (!(seeded && target.samples?.length > 0 && !owns.has(target.name))) await createRecord(page, baseUrl, model, target, seeded, owns, depth + 1);
  }
  const { main, form, listUrl } = await openNewForm(page, model, entity);

  // The required fields, and the naming field (the list's first column) so the record can be found.
  const fields = entity.fields.filter((field) => field.required || field.name === entity.displayField);
  const display = entity.fields.find((field) => field.name === entity.displayField);
  let shownValue = null;
  await step(`fill ${fields.map((field) => field.label).join(", ")} and save`, async () => {
    for (const field of fields) await fillField(form, field, entity);
    if (display?.kind === "string") shownValue = await form.getByLabel(display.label, { exact: true }).inputValue();
    await form.locator('button[type="submit"]').click();
    await page.waitForURL(listUrl);
  });

  await step(`find the new ${entity.label.toLowerCase()} in the list`, async () => {
    const table = main.locator("table");
    if (shownValue) await table.getByRole("link", { name: shownValue, exact: true }).or(table.getByText(shownValue, { exact: true })).first().waitFor();
    else await table.locator("tbody tr").first().waitFor();
  });
  await fits(page, `the ${entity.pluralLabel.toLowerCase()} list with the new one`);
}

/**
 * The seeded sample records show in their list: the first one found by the value its list shows. When the
 * signed-in account's role owns the record type, the samples are another account's and the list shows none.
 */
async function seeSamples(page, model, entity, owned) {
  const list = model.screens.find((screen) => screen.kind === "list" && screen.entity === entity.name);
  const first = entity.samples?.[0];
  if (!list || !first) return;
  const main = page.getByRole("main");
  if (owned) {
    await step(`the seeded ${entity.pluralLabel.toLowerCase()} are another account's: ${list.path} lists none of them`, async () => {
      await clickNavLink(page, entity.pluralLabel);
      await main.getByRole("heading", { level: 1, name: list.title, exact: true }).waitFor();
      await main.getByText(`No ${entity.pluralLabel.toLowerCase()} yet`).first().waitFor();
      const rows = await main.locator("table tbody tr").count();
      if (rows > 0) throw new Error(`${rows} rows of other accounts' ${entity.pluralLabel.toLowerCase()} shown`);
    });
    return;
  }
  await step(`see the seeded ${entity.pluralLabel.toLowerCase()} in ${list.path}`, async () => {
    await clickNavLink(page, entity.pluralLabel);
    await main.getByRole("heading", { level: 1, name: list.title, exact: true }).waitFor();
    const display = entity.fields.find((field) => field.name === entity.displayField);
    const table = main.locator("table");
    if (display?.kind === "string") await table.getByText(String(first[display.name]), { exact: true }).first().waitFor();
    const rows = await table.locator("tbody tr").count();
    if (rows < entity.samples.length) throw new Error(`${rows} rows, ${entity.samples.length} samples seeded`);
  });
  await fits(page, `the seeded ${entity.pluralLabel.toLowerCase()} list`);
}

const BROWSER_OPTIONS = (executablePath) => ({
  executablePath,
  headless: true,
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage"],
});

/** A "Mobile App" installs: manifest and icons, Chromium's own check, the service worker, a reload offline. */
async function installable(page, baseUrl, model, executablePath) {
  await step("the web app manifest and its icons", async () => {
    const { name, sizes } = await checkManifest(page, baseUrl);
    console.log(`     "${name}", icons ${sizes.join(", ")}`);
  });
  await step("a service worker controls the page", async () => {
    console.log(`     ${await checkServiceWorker(page)}`);
  });
  await step("Chromium finds the app installable", async () => {
    const errors = await installabilityErrors((profile) => chromium.launchPersistentContext(profile, BROWSER_OPTIONS(executablePath)), baseUrl);
    if (errors.length > 0) throw new Error(`not installable: ${errors.join("; ")}`);
  });
  // Cut off, the screen's calls to /api fail as they would on a phone without signal: the browser says so.
  expectedConsole = /ERR_INTERNET_DISCONNECTED|Failed to fetch|NetworkError/;
  try {
    await step("with the network cut, a reload still shows the app", async () => {
      const { screen, shown } = await checkOffline(page, model.name);
      console.log(`     ${screen} reloaded offline: ${shown} shown from the service worker's copy`);
    });
  } finally {
    expectedConsole = null;
  }
}

/** The journey: open the app, register when it has sign-in, create a record of the first type it may through the UI. */
export async function journey(baseUrl, model, appDir) {
  const executablePath = await chromiumPath();
  const browser = await chromium.launch(BROWSER_OPTIONS(executablePath));
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  page.setDefaultNavigationTimeout(STEP_TIMEOUT_MS);
  watchPage(page);
  try {
    const register = model.features.includes("auth") ? model.screens.find((screen) => screen.kind === "register") : null;
    await step("open the app", async () => {
      await page.goto(baseUrl, { waitUntil: "load" });
      // Signed out, an app with auth shows its sign-in screen; without auth, the signed-in frame.
      if (register) await page.locator(`a[href="${register.path}"]`).first().waitFor();
      else await page.getByRole("navigation", { name: "Main" }).waitFor();
    });
    await fits(page, register ? "the sign-in screen" : "the first screen");
    if (register) {
      await step("open the registration form", async () => {
        await page.locator(`a[href="${register.path}"]`).first().click();
        await page.waitForURL(new RegExp(`${escapeRegExp(register.path)}/?$`));
        await page.locator("form").waitFor();
      });
      await fits(page, "the registration form");
      await step("register a user", async () => {
        const form = page.locator("form");
        await form.getByLabel("Name", { exact: true }).fill("Smoke Tester");
        await form.getByLabel("Email", { exact: true }).fill(`smoke-user-${stamp}@example.com`);
        await form.getByLabel("Password", { exact: true }).fill("correct-horse-battery-42");
        await form.locator('button[type="submit"]').click();
        // Registered, the app leaves the screen for its signed-in frame.
        await page.getByRole("navigation", { name: "Main" }).waitFor();
      });
      await fits(page, "the first screen after registering");
    }
    // A new account takes the sign-up role: the journey creates the first record type that role may change.
    const signUp = register ? model.roles.find((role) => role.signUp) : null;
    const entity = signUp ? model.entities.find((candidate) => signUp.writes.includes(candidate.name)) : model.entities[0];
    if (!entity) throw new Error(`docs/app-model.json has no record type ${signUp ? `the ${signUp.label} role may change` : ""}`);
    const seeded = existsSync(join(appDir, "scripts", "seed.mjs"));
    const owns = new Set(signUp?.owns ?? []);
    if (seeded) await seeSamples(page, model, entity, owns.has(entity.name));
    await createRecord(page, baseUrl, model, entity, seeded, owns);
    const refused = signUp ? model.entities.find((candidate) => !signUp.writes.includes(candidate.name)) : null;
    if (signUp && refused) await refusedRecord(page, model, refused, signUp);
    await step(`the "More" menu at ${DESKTOP.width} px: opens, closes with Escape, a link opens its screen`, async () => {
      const grouped = await checkMoreMenu(page);
      console.log(`     grouped behind More: ${grouped.length > 0 ? grouped.join(", ") : "nothing (the navigation fits one row)"}`);
    });
    await step(`the Menu at ${PHONE.width} px: Enter opens it, Escape closes it, each link opens a screen that fits`, async () => {
      const labels = await checkPhoneMenu(page);
      console.log(`     ${labels.length} screens opened from the menu, none scrolls sideways`);
    });
    if (model.projectType === "mobile") await installable(page, baseUrl, model, executablePath);
    // SMOKE_SCREENSHOT=file.png keeps a picture of where the journey ended, to look at the app.
    if (process.env.SMOKE_SCREENSHOT) await page.screenshot({ path: process.env.SMOKE_SCREENSHOT, fullPage: true });
  } catch (error) {
    const shot = join(appDir, "smoke-failure.png");
    await page.screenshot({ path: shot, fullPage: true }).then(
      () => console.error(`   screenshot: ${shot} (at ${page.url()})`),
      () => console.error(`   (no screenshot; page at ${page.url()})`),
    );
    throw error;
  } finally {
    await browser.close().catch(() => {});
  }
}
