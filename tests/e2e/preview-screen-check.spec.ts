import type { FrameLocator, Page } from "@playwright/test";
import type { Entity } from "../../workers/engine/model";
import { appModel, openBuiltProject, registerInPreview, saveThroughTheApi } from "./built-project";
import { expect, test } from "./fixtures";

/**
 * The screen check runs in a hidden frame of its own: whatever it finds, the preview frame a person is using
 * stays where they took it (a frame loaded again starts the app over, on its first screen).
 */

/**
 * Holds each screen check's start (the card asks for its visit plan first) until released, so that the person
 * is on a screen of their own before the check runs and ends: the order of events is set, not raced.
 */
async function holdScreenChecks(page: Page) {
  let release: () => void = () => undefined;
  let gate = Promise.resolve();
  const hold = () => {
    gate = new Promise<void>((resolve) => (release = resolve));
  };
  hold();
  await page.route(/\/api\/project-files\/[^/]+\/preview\/visit$/, async (route) => {
    await gate;
    await route.continue();
  });
  return { release: () => release(), hold };
}

/** The frame's document, marked so that a document loaded again (which has no mark) is told apart from it. */
const markDocument = (frame: FrameLocator) =>
  frame.locator("body").evaluate(() => {
    document.documentElement.dataset.personWasHere = "yes";
  });

/** Where the frame's document is, and whether it is the one marked (not loaded again since). */
const frameState = (frame: FrameLocator) =>
  frame.locator("body").evaluate(() => ({ path: location.pathname, marked: document.documentElement.dataset.personWasHere === "yes" }));

/**
 * The end of a check as the card lives it: the report answered by the server, then the preview's status read
 * again after it (the card renders after each). Started before the check is released.
 */
function checkEnded(page: Page) {
  let reportedAt: number | null = null;
  const options = { timeout: 150_000 };
  const reported = page.waitForResponse((response) => {
    if (response.request().method() !== "POST" || !/\/preview\/screens$/.test(response.url())) return false;
    reportedAt = response.request().timing().startTime;
    return true;
  }, options);
  const readAgain = page.waitForResponse(
    (response) => reportedAt !== null && response.request().method() === "GET" && /\/preview$/.test(response.url()) && response.request().timing().startTime >= reportedAt,
    options,
  );
  return async () => {
    await reported;
    await readAgain;
  };
}

/** Opens a record type's list from the app's main navigation, as a person clicks it. */
async function openList(frame: FrameLocator, entity: Entity) {
  await frame.getByRole("navigation", { name: "Main" }).getByRole("link", { name: entity.pluralLabel, exact: true }).click();
  await expect(frame.getByRole("main").getByRole("heading", { level: 1, name: entity.pluralLabel, exact: true })).toBeVisible();
}

test("the screen check never reloads the preview frame a person is using: signed in on another screen, they stay there when it ends, with or without failing screens", async ({ page, user }) => {
  test.setTimeout(360_000);
  expect(user.email).toContain("@");
  const checks = await holdScreenChecks(page);
  const projectId = await openBuiltProject(page, "react");
  const model = await appModel(page, projectId);
  // A list that is not the app's first screen, and another record type's list, which is made to throw.
  const throwing = model.entities.at(-1);
  const elsewhere = model.entities.find((entity, index) => index > 0 && entity !== throwing);
  if (!elsewhere || !throwing) throw new Error("the bakery has at least three record types");
  const frame = page.frameLocator('iframe[title^="Preview of"]');
  const screens = page.getByTestId("preview-screens");

  // Signed in (the app stores its token: the frame reports its storage to the card), on a screen that is not
  // the app's first.
  await registerInPreview(frame);
  await openList(frame, elsewhere);
  await markDocument(frame);
  const address = await page.locator('iframe[title^="Preview of"]').getAttribute("src");

  // The check of this build runs and ends, every screen rendering.
  let ended = checkEnded(page);
  checks.release();
  await expect(screens).toContainText(/(\d+) of \1 screens render/, { timeout: 120_000 });
  await ended();
  expect(await frameState(frame)).toEqual({ path: `/${elsewhere.route}`, marked: true });
  await expect(frame.getByRole("main").getByRole("heading", { level: 1, name: elsewhere.pluralLabel, exact: true })).toBeVisible();
  await expect(page.locator('iframe[title^="Preview of"]')).toHaveAttribute("src", address ?? "");

  // A screen that throws is saved: the new build is shown (a new frame, still signed in), the person goes to
  // another screen, and the check of that build fails the project (the screen leads with Retry now).
  checks.hold();
  const visit = page.waitForRequest(/\/preview\/visit$/);
  await saveThroughTheApi(page, projectId, `frontend/src/screens/${throwing.route}/${throwing.plural}List.tsx`, (content) =>
    content.replace(`export function ${throwing.plural}List() {`, `export function ${throwing.plural}List() {\n  throw new Error("screen check probe");`),
  );
  await visit;
  await openList(frame, elsewhere);
  await markDocument(frame);
  ended = checkEnded(page);
  checks.release();
  await expect(screens).toContainText(/(\d+) of (\d+) screens render/, { timeout: 120_000 });
  await expect(screens).toContainText("Retry runs them again");
  await ended();
  await expect(page.getByTestId("project-engine")).toHaveAttribute("data-lead", "retry");
  expect(await frameState(frame)).toEqual({ path: `/${elsewhere.route}`, marked: true });
  await expect(frame.getByRole("main").getByRole("heading", { level: 1, name: elsewhere.pluralLabel, exact: true })).toBeVisible();
});
