import type { FrameLocator } from "@playwright/test";
import { z } from "zod";
import { previewStatusSchema } from "../../workers/contract/preview";
import type { AppModel } from "../../workers/engine/model";
// The generated apps' own browser smoke fills a form this way; the preview is the same app.
import { fillField } from "../../scripts/lib/smoke-journey.mjs";
import { appModel, authHeaders, openBuiltProject, registerInPreview, saveThroughTheApi, startedProject } from "./built-project";
import { expect, test } from "./fixtures";

/** The previews' own origin, which tests/e2e/serve.mjs serves as `npm start` does. */
const PREVIEW_ORIGIN = `http://127.0.0.1:${process.env.E2E_PREVIEW_PORT}`;

/** Registers in the previewed app (its first account, so it manages), creates a record and finds it in its list. */
async function registerAndCreate(frame: FrameLocator, model: AppModel) {
  await registerInPreview(frame);
  const navigation = frame.getByRole("navigation", { name: "Main" });
  await expect(navigation).toBeVisible();

  // A record type with no required reference, so one form makes a record.
  const entity = model.entities.find((candidate) => !candidate.fields.some((field) => field.kind === "reference" && field.required));
  if (!entity) throw new Error("every record type needs another first");
  const main = frame.getByRole("main");
  await navigation.getByRole("link", { name: entity.pluralLabel, exact: true }).click();
  await expect(main.getByRole("heading", { level: 1, name: entity.pluralLabel, exact: true })).toBeVisible();
  // The seeded sample records are there.
  await expect(main.locator("table tbody tr")).toHaveCount(entity.samples.length);
  const newLabel = new RegExp(`^\\s*New ${entity.label}\\s*$`, "i");
  await main.getByRole("link", { name: newLabel }).or(main.getByRole("button", { name: newLabel })).first().click();
  const form = main.locator("form");
  const fields = entity.fields.filter((field) => field.required || field.name === entity.displayField);
  for (const field of fields) await fillField(form, field, entity);
  const display = entity.fields.find((field) => field.name === entity.displayField);
  const shown = display?.kind === "string" ? await form.getByLabel(display.label, { exact: true }).inputValue() : null;
  await form.locator('button[type="submit"]').click();
  await expect(main.locator("table tbody tr")).toHaveCount(entity.samples.length + 1);
  if (shown) await expect(main.locator("table").getByText(shown, { exact: true }).first()).toBeVisible();
}

for (const frontend of ["react", "vue"] as const) {
  test(`a ${frontend} project runs in its preview: register, create a record, see it listed, then the same on a 390 px phone`, async ({ page, user }) => {
    test.setTimeout(240_000);
    expect(user.email).toContain("@");
    // The previewed app's own errors fail the journey, as they fail the generated apps' smoke.
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error" && !/status of 40[13]/.test(message.text())) errors.push(message.text());
    });
    const projectId = await startedProject(page, frontend);
    await page.goto(`/projects/${projectId}`);
    const card = page.getByTestId("preview-card");
    await expect(card.getByRole("heading", { name: "Preview" })).toBeVisible();
    // The preview builds itself once the frontend's files are there, and again if later tasks change them.
    await expect(page.getByTestId("engine-progress")).toHaveText("100.0%", { timeout: 180_000 });
    await expect(page.getByTestId("preview-state")).toContainText(/^Built/, { timeout: 60_000 });
    const model = await appModel(page, projectId);
    // The previewed app comes from the previews' own origin, never AppForge's.
    await expect(page.locator('iframe[title^="Preview of"]')).toHaveAttribute("src", new RegExp(`^${PREVIEW_ORIGIN}/preview/`));
    const frame = page.frameLocator('iframe[title^="Preview of"]');
    await registerAndCreate(frame, model).catch((error: unknown) => {
      throw new Error(`${String(error)}\nthe page reported: ${errors.join("\n")}`);
    });
    expect(errors).toEqual([]);

    // The live link now opens the preview, full page, and says it is a preview.
    await expect(page.getByRole("link", { name: /Open preview/ })).toHaveAttribute("href", /\/preview\//);
    await page.screenshot({ path: test.info().outputPath(`preview-${frontend}.png`), fullPage: true });

    // The same on a phone, from the sample records again: the list shows as cards, every column within the frame.
    const reset = await page.request.post(`/api/project-files/${projectId}/preview/reset`, { headers: await authHeaders(page) });
    expect(reset.status()).toBe(200);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByTestId("preview-state")).toContainText(/^Built/, { timeout: 60_000 });
    await registerAndCreateOnPhone(frame, model).catch((error: unknown) => {
      throw new Error(`${String(error)}\nthe page reported: ${errors.join("\n")}`);
    });
    const list = await frameWidths(frame);
    expect(list.scrollWidth, `the list with the new record at ${list.clientWidth} px`).toBeLessThanOrEqual(list.clientWidth);
    expect(errors).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`preview-${frontend}-390.png`), fullPage: true });
  });
}

test("a script in the previewed app cannot read AppForge's storage or call its API with the user's token", async ({ page, user }) => {
  test.setTimeout(240_000);
  expect(user.email).toContain("@");
  const projectId = await openBuiltProject(page, "react");
  const headers = await authHeaders(page);
  const status = previewStatusSchema.parse(await (await page.request.get(`/api/project-files/${projectId}/preview`, { headers })).json());
  if (!status.build) throw new Error("no build");

  // What a hostile line in a generated file would compile to (a classic script, as the compiler writes
  // one), published as the build of the same files, with the libraries' script the real build names.
  const probe = `(async () => {
    const out = {};
    try { out.parentStorage = String(window.parent.localStorage.getItem("authToken")); } catch { out.parentStorage = "blocked"; }
    out.ownStorage = String(localStorage.getItem("authToken"));
    localStorage.setItem("probe", "local");
    out.separateStores = String(sessionStorage.getItem("probe"));
    try { out.cookie = document.cookie === "" ? "empty" : document.cookie; } catch { out.cookie = "blocked"; }
    try { out.api = String((await fetch(location.origin + "/api/projects", { credentials: "include" })).status); } catch { out.api = "blocked"; }
    try { out.appApi = String((await fetch(${JSON.stringify(test.info().project.use.baseURL ?? "")} + "/api/projects", { credentials: "include" })).status); } catch { out.appApi = "blocked"; }
    try { out.top = String(window.top.location.href); } catch { out.top = "blocked"; }
    document.body.dataset.probe = JSON.stringify(out);
    document.body.textContent = "probe done";
  })();`;
  const manifest = z.object({ react: z.object({ file: z.string() }) }).parse(await (await page.request.get("/preview-vendor/manifest.json")).json());
  const published = await page.request.put(`/api/project-files/${projectId}/preview`, { headers, data: { version: status.build.version, js: probe, css: "", vendor: manifest.react.file } });
  expect(published.status()).toBe(200);
  await page.reload();
  const frame = page.frameLocator('iframe[title^="Preview of"]');
  await expect(frame.locator("body")).toHaveText("probe done", { timeout: 30_000 });
  const result = z.record(z.string(), z.string()).parse(JSON.parse((await frame.locator("body").getAttribute("data-probe")) ?? "{}"));
  expect(result).toEqual({ parentStorage: "blocked", ownStorage: "null", separateStores: "null", cookie: "blocked", api: "blocked", appApi: "blocked", top: "blocked" });
  // AppForge's own session is untouched.
  expect(await page.evaluate(() => localStorage.getItem("authToken"))).toBeTruthy();
});

test("a save through the API updates an open preview, with no browser building it", async ({ page, user }) => {
  test.setTimeout(240_000);
  expect(user.email).toContain("@");
  const projectId = await openBuiltProject(page, "react");
  const frame = page.frameLocator('iframe[title^="Preview of"]');
  await expect(frame.locator('a[href="/register"]').first()).toBeVisible({ timeout: 30_000 });
  // Another tab (here: the API) adds a line to the app's shell; this page compiles nothing.
  await saveThroughTheApi(page, projectId, "frontend/src/App.tsx", (content) =>
    content.replace(/(export (default )?function App\([^)]*\)[^{]*\{)/, '$1\n  if (typeof document !== "undefined") document.title = "Saved through the API";'),
  );
  // The frame shows the new build: its document's title is the one the saved line sets.
  await expect.poll(() => frame.locator("title").textContent(), { timeout: 60_000 }).toBe("Saved through the API");
  await expect(page.getByTestId("preview-state")).toContainText(/^Built/);
});

test("a save that does not compile is named with its line, and the last build stays live", async ({ page, user }) => {
  test.setTimeout(240_000);
  expect(user.email).toContain("@");
  const projectId = await openBuiltProject(page, "react");
  const headers = await authHeaders(page);
  const before = previewStatusSchema.parse(await (await page.request.get(`/api/project-files/${projectId}/preview`, { headers })).json());
  // A model (or a person) can write a broken file: this one gets a line that is not JavaScript.
  const saved = await saveThroughTheApi(page, projectId, "frontend/src/App.tsx", (content) => `${content}\nconst broken = ;\n`);
  const brokenLine = saved.split("\n").length - 1;
  await expect(page.getByTestId("preview-state")).toHaveText("The latest changes do not compile; the preview below runs the last build that did:", { timeout: 60_000 });
  await expect(page.getByTestId("preview-problems")).toContainText(`frontend/src/App.tsx:${brokenLine}:`);
  // The build before stays published and shown.
  await expect(page.locator('iframe[title^="Preview of"]')).toHaveCount(1);
  await expect(page.frameLocator('iframe[title^="Preview of"]').locator('a[href="/register"]').first()).toBeVisible();
  const status = previewStatusSchema.parse(await (await page.request.get(`/api/project-files/${projectId}/preview`, { headers })).json());
  expect(status.build).toEqual(before.build);
  expect(status.attempt?.status).toBe("failed");
});

test("the owner gives the preview a new link: the old one stops at once, the card moves to the new one", async ({ page, user }) => {
  test.setTimeout(240_000);
  expect(user.email).toContain("@");
  const projectId = await openBuiltProject(page, "react");
  const iframe = page.locator('iframe[title^="Preview of"]');
  const oldLink = (await iframe.getAttribute("src")) ?? "";
  expect(oldLink).toMatch(new RegExp(`^${PREVIEW_ORIGIN}/preview/${projectId}\\.1\\.`));
  expect((await page.request.get(oldLink)).status()).toBe(200);
  // Nothing of a preview is served from AppForge's origin, and the preview origin serves nothing else.
  expect((await page.request.get(new URL(oldLink).pathname)).status()).toBe(404);
  expect((await page.request.get(`${PREVIEW_ORIGIN}/api/health`)).status()).toBe(404);

  const card = page.getByTestId("preview-card");
  await card.getByRole("button", { name: "New link" }).click();
  const dialog = page.getByRole("dialog", { name: "Give the preview a new link?" });
  await expect(dialog).toContainText("loses the preview at once");
  await dialog.getByRole("button", { name: "Make a new link" }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText("The preview has a new link: the old one stopped working.");
  await expect(iframe).toHaveAttribute("src", new RegExp(`^${PREVIEW_ORIGIN}/preview/${projectId}\\.2\\.`));
  const newLink = (await iframe.getAttribute("src")) ?? "";
  expect((await page.request.get(oldLink)).status()).toBe(404);
  expect((await page.request.get(newLink)).status()).toBe(200);
  await expect(card.getByRole("link", { name: /Open full page/ })).toHaveAttribute("href", newLink);
  // The previewed app still runs at its new address.
  await expect(page.frameLocator('iframe[title^="Preview of"]').locator('a[href="/register"]').first()).toBeVisible({ timeout: 30_000 });
});

test("static files carry nosniff and a frame policy, as every answer of the Worker does", async ({ page }) => {
  await page.goto("/");
  // A script the page really loaded from the app's build.
  await expect(page.getByRole("link", { name: "Get started" })).toBeVisible();
  const script = await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname).find((path) => path.startsWith("/assets/") && path.endsWith(".js")));
  expect(script).toBeTruthy();
  for (const path of [script ?? "", "/preview-vendor/manifest.json", "/favicon.ico", "/api/health", "/"]) {
    const answer = await page.request.get(path);
    expect(answer.headers()["x-content-type-options"], path).toBe("nosniff");
    expect(answer.headers()["x-frame-options"], path).toBe("DENY");
  }
  // The headers file itself is configuration, never served (the address goes to the pages like any unknown one).
  expect(await (await page.request.get("/_headers")).text()).not.toContain("X-Content-Type-Options");
  // AppForge's pages run only their own build's scripts: never 'self', which would admit a preview's.
  const policy = (await page.request.get("/")).headers()["content-security-policy"] ?? "";
  expect(policy).toMatch(/script-src 'nonce-[^']+' http:\/\/127\.0\.0\.1:\d+\/assets\/;/);
  expect(policy).toContain(`frame-src ${PREVIEW_ORIGIN}`);
});

/**
 * The Next.js preview on a phone: the generated layout folds its navigation behind "Menu" at this width, so
 * a link is reached through it (registerAndCreate's desktop steps otherwise).
 */
async function registerAndCreateOnPhone(frame: FrameLocator, model: AppModel) {
  await registerInPreview(frame, { name: "Phone Tester", email: "phone-tester@example.com" });
  const entity = model.entities.find((candidate) => !candidate.fields.some((field) => field.kind === "reference" && field.required));
  if (!entity) throw new Error("every record type needs another first");
  const link = frame.getByRole("navigation", { name: "Main" }).getByRole("link", { name: entity.pluralLabel, exact: true });
  const menu = frame.getByRole("button", { name: "Menu", exact: true });
  await expect(link.or(menu).first()).toBeVisible();
  if (!(await link.isVisible()) && (await menu.isVisible())) await menu.click();
  await link.click();
  const main = frame.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: entity.pluralLabel, exact: true })).toBeVisible();
  await expect(main.locator("table tbody tr")).toHaveCount(entity.samples.length);
  const newLabel = new RegExp(`^\\s*New ${entity.label}\\s*$`, "i");
  await main.getByRole("link", { name: newLabel }).or(main.getByRole("button", { name: newLabel })).first().click();
  const form = main.locator("form");
  for (const field of entity.fields.filter((candidate) => candidate.required || candidate.name === entity.displayField)) await fillField(form, field, entity);
  await form.locator('button[type="submit"]').click();
  await expect(main.locator("table tbody tr")).toHaveCount(entity.samples.length + 1);
  // On a phone the list is a stack of cards: its box does not scroll sideways, and every column's value of a
  // card, its last column's included, lies within the frame.
  const box = main.locator(".table-scroll.records");
  const widths = await box.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
  expect(widths.scroll, "the record list's box at a phone's width").toBeLessThanOrEqual(widths.client);
  const lastCell = main.locator("table tbody tr").first().locator("td").last();
  await expect(lastCell).toBeInViewport();
  const edges = await lastCell.evaluate((cell) => ({ right: cell.getBoundingClientRect().right, frame: document.documentElement.clientWidth }));
  expect(edges.right, "the last column of a card").toBeLessThanOrEqual(edges.frame);
}

/** How wide the frame's document is against its window (sideways scroll when scrollWidth is larger). */
const frameWidths = (frame: FrameLocator) =>
  frame.locator("body").evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });

test("a nextjs project runs in its preview from its App Router files: register, create a record, then the same on a 390 px phone", async ({ page, user }) => {
  test.setTimeout(300_000);
  expect(user.email).toContain("@");
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && !/status of 40[13]/.test(message.text())) errors.push(message.text());
  });
  const projectId = await openBuiltProject(page, "nextjs");
  const model = await appModel(page, projectId);
  const manifest = z.object({ nextjs: z.object({ file: z.string() }) }).parse(await (await page.request.get("/preview-vendor/manifest.json")).json());
  expect(manifest.nextjs.file).toBe("nextjs-16.4.6-19.3.1-19.3.1.js");
  await expect(page.locator('iframe[title^="Preview of"]')).toHaveAttribute("src", new RegExp(`^${PREVIEW_ORIGIN}/preview/`));
  const frame = page.frameLocator('iframe[title^="Preview of"]');
  // src/app/page.tsx redirects "/" to the first screen, whose layout sends a visitor to sign in; the root
  // layout's <html lang> is the document's.
  await expect(frame.locator('a[href="/register"]').first()).toBeVisible({ timeout: 30_000 });
  await expect(frame.locator("html")).toHaveAttribute("lang", "en");
  await registerAndCreate(frame, model).catch((error: unknown) => {
    throw new Error(`${String(error)}\nthe page reported: ${errors.join("\n")}`);
  });
  // An address without a page shows the generated not-found page (src/app/not-found.tsx) in its layout.
  await frame.getByRole("navigation", { name: "Main" }).evaluate(() => {
    history.pushState(null, "", "/no-such-screen");
    dispatchEvent(new PopStateEvent("popstate"));
  });
  await expect(frame.getByRole("heading", { name: "Page not found" })).toBeVisible();
  expect(errors).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("preview-nextjs.png"), fullPage: true });

  // The same on a phone, from the sample records again and with no account.
  const reset = await page.request.post(`/api/project-files/${projectId}/preview/reset`, { headers: await authHeaders(page) });
  expect(reset.status()).toBe(200);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId("preview-state")).toContainText(/^Built/, { timeout: 60_000 });
  await expect(frame.locator('a[href="/register"]').first()).toBeVisible({ timeout: 30_000 });
  const signIn = await frameWidths(frame);
  expect(signIn.scrollWidth, `the sign-in screen at ${signIn.clientWidth} px`).toBeLessThanOrEqual(signIn.clientWidth);
  await registerAndCreateOnPhone(frame, model).catch((error: unknown) => {
    throw new Error(`${String(error)}\nthe page reported: ${errors.join("\n")}`);
  });
  const list = await frameWidths(frame);
  test.info().annotations.push({ type: "frame width at 390 px", description: `${list.clientWidth} px wide, ${list.scrollWidth} px of content` });
  expect(list.scrollWidth, `the list with the new record at ${list.clientWidth} px`).toBeLessThanOrEqual(list.clientWidth);
  expect(errors).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("preview-nextjs-390.png"), fullPage: true });
});

test("an angular project runs in its preview, its components compiled by Angular's JIT in the frame: register, create a record, then the same on a 390 px phone", async ({ page, user }) => {
  test.setTimeout(300_000);
  expect(user.email).toContain("@");
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && !/status of 40[13]/.test(message.text())) errors.push(message.text());
  });
  const projectId = await openBuiltProject(page, "angular");
  const model = await appModel(page, projectId);
  // Angular and rxjs at the versions the generated package.json pins, with the JIT compiler.
  const manifest = z.object({ angular: z.object({ file: z.string(), modules: z.array(z.string()) }) }).parse(await (await page.request.get("/preview-vendor/manifest.json")).json());
  expect(manifest.angular.file).toBe("angular-21.2.26-21.2.26-21.2.26-21.2.26-21.2.26-21.2.26-7.8.2.js");
  expect(manifest.angular.modules).toContain("@angular/compiler");
  const iframe = page.locator('iframe[title^="Preview of"]');
  await expect(iframe).toHaveAttribute("src", new RegExp(`^${PREVIEW_ORIGIN}/preview/`));
  // Its document may evaluate strings (the JIT compiler makes each template a function), still sandboxed.
  const policy = (await page.request.get((await iframe.getAttribute("src")) ?? "")).headers()["content-security-policy"] ?? "";
  expect(policy).toContain("'unsafe-eval'");
  expect(policy).toMatch(/^sandbox allow-scripts allow-forms allow-modals;/);
  const frame = page.frameLocator('iframe[title^="Preview of"]');
  // The root component's element (app-root, as in the generated index.html) holds the app, which the
  // router sent to sign in; links read as the built app's (index.html's <base href="/">).
  await expect(frame.locator("app-root").locator('a[href="/register"]').first()).toBeVisible({ timeout: 30_000 });
  await registerAndCreate(frame, model).catch((error: unknown) => {
    throw new Error(`${String(error)}\nthe page reported: ${errors.join("\n")}`);
  });
  expect(errors).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("preview-angular.png"), fullPage: true });

  // The same on a phone, from the sample records again and with no account.
  const reset = await page.request.post(`/api/project-files/${projectId}/preview/reset`, { headers: await authHeaders(page) });
  expect(reset.status()).toBe(200);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId("preview-state")).toContainText(/^Built/, { timeout: 60_000 });
  await expect(frame.locator('a[href="/register"]').first()).toBeVisible({ timeout: 30_000 });
  const signIn = await frameWidths(frame);
  test.info().annotations.push({ type: "sign-in at 390 px", description: `${signIn.clientWidth} px wide, ${signIn.scrollWidth} px of content` });
  expect(signIn.scrollWidth, `the sign-in screen at ${signIn.clientWidth} px`).toBeLessThanOrEqual(signIn.clientWidth);
  await registerAndCreateOnPhone(frame, model).catch((error: unknown) => {
    throw new Error(`${String(error)}\nthe page reported: ${errors.join("\n")}`);
  });
  const list = await frameWidths(frame);
  test.info().annotations.push({ type: "list at 390 px", description: `${list.clientWidth} px wide, ${list.scrollWidth} px of content` });
  await page.screenshot({ path: test.info().outputPath("preview-angular-390.png"), fullPage: true });
  expect(list.scrollWidth, `the list with the new record at ${list.clientWidth} px`).toBeLessThanOrEqual(list.clientWidth);
  expect(errors).toEqual([]);
});

test("after a build the preview opens every screen: all render, then a screen that throws is named and sent back", async ({ page, user }) => {
  test.setTimeout(360_000);
  expect(user.email).toContain("@");
  const projectId = await openBuiltProject(page, "react");
  const screens = page.getByTestId("preview-screens");
  await expect(screens).toContainText(/(\d+) of \1 screens render/, { timeout: 120_000 });
  const headers = await authHeaders(page);
  const model = await appModel(page, projectId);
  const status = previewStatusSchema.parse(await (await page.request.get(`/api/project-files/${projectId}/preview`, { headers })).json());
  const visited = status.screens?.results ?? [];
  // Home, sign-in, registration, and each record type's list, one record and its form for a new one.
  expect(visited.map((result) => result.path)).toEqual(expect.arrayContaining(["/", "/login", "/register", ...model.entities.flatMap((entity) => [`/${entity.route}`, `/${entity.route}/new`])]));
  expect(visited.filter((result) => !result.ok)).toEqual([]);
  await expect(screens).toContainText(`${visited.length} of ${visited.length} screens render`);
  const responses = z.object({ responses: z.array(z.object({ response: z.string() })) }).parse(await (await page.request.get(`/api/agents/${projectId}/responses`, { headers })).json()).responses;
  expect(responses.some((response) => response.response.includes(`Screens: ${visited.length} of ${visited.length} render`))).toBe(true);

  // A model can write a screen that throws as it renders: the list of a record type that is not the start
  // screen gets one, saved through the API; AppForge builds it and the card visits that build.
  const entity = model.entities.at(-1);
  if (!entity || model.entities.length < 2) throw new Error("the bakery has several record types");
  const file = `frontend/src/screens/${entity.route}/${entity.plural}List.tsx`;
  await saveThroughTheApi(page, projectId, file, (content) =>
    content.replace(`export function ${entity.plural}List() {`, `export function ${entity.plural}List() {\n  throw new Error("screen check probe");`),
  );
  await expect(screens).toContainText(`${visited.length - 1} of ${visited.length} screens render`, { timeout: 120_000 });
  const failing = screens.getByRole("list", { name: "Screens that do not render" }).getByRole("listitem");
  await expect(failing).toHaveCount(1);
  await expect(failing).toHaveText(`/${entity.route}: Error: screen check probe`);
  // qa recorded it: the screens' task goes back with the screen and its problem, and qa fails with the finding.
  await expect(screens).toContainText("Retry runs them again");
  const tasks = z.object({ tasks: z.array(z.object({ key: z.string(), status: z.string(), error: z.string().nullable() })) }).parse(await (await page.request.get(`/api/agents/${projectId}/tasks`, { headers })).json()).tasks;
  expect(tasks.find((task) => task.key === "screens")).toMatchObject({ status: "failed", error: expect.stringContaining(`/${entity.route}: Error: screen check probe (${file})`) });
  expect(tasks.find((task) => task.key === "qa")).toMatchObject({ status: "failed", error: expect.stringContaining(`Screens: ${visited.length - 1} of ${visited.length} render`) });
  await page.screenshot({ path: test.info().outputPath("preview-screens.png"), fullPage: true });
});
