import { appModel, openBuiltProject } from "./built-project";
import { expect, test } from "./fixtures";

// Publishing on AppForge's edge as its owner does it: one click in the Publish card, then the app used at its
// own address (a name under http://localhost:<apps port>, served by tests/e2e/serve.mjs as `npm start` does).

test("publish a project from its screen and use the app at its own address, then take it down", async ({ page, context, user }) => {
  test.setTimeout(240_000);
  expect(user.token).not.toBe("");
  const projectId = await openBuiltProject(page, "react");
  const model = await appModel(page, projectId);
  const section = page.getByTestId("publish-appforge");
  await section.getByRole("button", { name: "Publish on AppForge" }).click();
  await expect(section.getByText("Live · version 1")).toBeVisible({ timeout: 30_000 });
  // The React bakery runs on the Node backend: what answers its published API says so.
  await expect(section).toContainText("generated from the same app model");
  const address = (await section.getByTestId("published-url").getAttribute("href")) ?? "";
  expect(address).toMatch(new RegExp(`^http://[a-z0-9-]+\\.localhost:${process.env.E2E_APPS_PORT}/?$`));
  await page.screenshot({ path: test.info().outputPath("publish-card.png"), fullPage: true });

  // A visitor's tab: the app at its address, with records of its own (none of the preview's samples).
  const app = await context.newPage();
  const errors: string[] = [];
  app.on("pageerror", (error) => errors.push(error.message));
  await app.goto(address);
  await expect(app.locator('a[href="/register"]').first()).toBeVisible({ timeout: 20_000 });
  await app.locator('a[href="/register"]').first().click();
  const registration = app.locator("form");
  await registration.getByLabel("Name", { exact: true }).fill("First Customer");
  await registration.getByLabel("Email", { exact: true }).fill("first@example.com");
  await registration.getByLabel("Password", { exact: true }).fill("correct-horse-battery-42");
  await registration.locator('button[type="submit"]').click();
  const navigation = app.getByRole("navigation", { name: "Main" });
  await expect(navigation).toBeVisible();

  const entity = model.entities.find((candidate) => !candidate.fields.some((field) => field.kind === "reference" && field.required));
  if (!entity) throw new Error("every record type needs another first");
  await navigation.getByRole("link", { name: entity.pluralLabel, exact: true }).click();
  const main = app.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: entity.pluralLabel, exact: true })).toBeVisible();
  await expect(main.locator("table tbody tr")).toHaveCount(0);

  // Signed in on the app's own origin, its sign-in outlives a reload (its storage is its own, not AppForge's).
  await app.reload();
  await expect(navigation).toBeVisible();
  expect(await app.evaluate(() => document.cookie)).toBe("");
  await app.screenshot({ path: test.info().outputPath("published-app.png"), fullPage: true });
  expect(errors).toEqual([]);

  // Published again: version 2 is live, and version 1 can be gone back to.
  await section.getByRole("button", { name: "Publish the current build" }).click();
  await expect(section.getByText("Live · version 2")).toBeVisible({ timeout: 30_000 });
  await section.getByRole("button", { name: "Roll back to version 1" }).click();
  await expect(section.getByText("Live · version 1")).toBeVisible();

  // Unpublished: the address says so; the card keeps the versions.
  await section.getByRole("button", { name: "Unpublish" }).click();
  await expect(section.getByText("Unpublished", { exact: true })).toBeVisible();
  await app.goto(address);
  await expect(app.getByRole("heading", { name: "This app is not published" })).toBeVisible();

  // On a phone the section fits its width: the address, the versions and the limits wrap.
  await page.setViewportSize({ width: 390, height: 844 });
  await section.scrollIntoViewIfNeeded();
  const widths = await section.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  await section.screenshot({ path: test.info().outputPath("publish-card-phone.png") });
});
