import type { Locator, Page } from "@playwright/test";
import { projectResponseSchema } from "../../workers/contract/projects";
import { expect, test } from "./fixtures";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

async function createProject(page: Page, token: string, name: string): Promise<string> {
  const created = await page.request.post("/api/projects", {
    headers: { Authorization: `Bearer ${token}` },
    data: { name, tech_stack: ["react", "nodejs", "postgresql"], wizard_data: { projectType: "ecommerce", features: ["auth"], deployment: "render", design: "modern" } },
  });
  expect(created.status()).toBe(201);
  return projectResponseSchema.parse(await created.json()).project.id;
}

/** The element's top, in page coordinates. */
async function top(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  expect(box, "the element is laid out").not.toBeNull();
  return box?.y ?? 0;
}

test("a new account's dashboard on a phone: Welcome, a dash for the rate, the first step above the fold, the cost in words below the projects", async ({ page, user }) => {
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${user.name}!` })).toBeVisible();
  await expect(page.getByTestId("stat-success-rate-value")).toHaveText("—");
  await expect(page.getByTestId("stat-success-rate")).toContainText("no project has finished yet");

  // The empty state's call to action is seen without scrolling.
  const firstProject = page.getByRole("link", { name: "Create Your First Project" });
  await expect(firstProject).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // The cost card comes after the projects, in words while nothing is spent.
  const cost = page.getByTestId("cost-summary");
  await expect(cost.getByTestId("cost-in-words")).toContainText("Built-in engine: free. No model configured.");
  await expect(cost).not.toContainText("$0.0000");
  expect(await top(cost)).toBeGreaterThan(await top(page.getByRole("region", { name: "Recent Projects" })));
  expect(await top(cost)).toBeGreaterThan(await top(page.getByTestId("stat-total")));

  // Once the account has a project, the user is welcomed back; the rate still has nothing finished to measure.
  await createProject(page, user.token, "First Bakery");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: `Welcome back, ${user.name}!` })).toBeVisible();
  await expect(page.getByTestId("stat-success-rate-value")).toHaveText("—");
});

for (const viewport of [
  { name: "phone", size: PHONE },
  { name: "desktop", size: DESKTOP },
]) {
  test(`modals (${viewport.name}): a close button at the top, a footer that stays in view while the body scrolls, Escape, focus back to the opener`, async ({ page, user }) => {
    await page.setViewportSize(viewport.size);
    const id = await createProject(page, user.token, "Modal Bakery");
    await page.goto(`/projects/${id}`);
    await page.getByRole("heading", { level: 1, name: "Modal Bakery" }).waitFor();

    // Analytics: long on a phone. The × at the top has the focus; the body scrolls, the title and footer stay.
    const analyticsButton = page.getByRole("button", { name: "View Analytics" });
    await analyticsButton.click();
    const analytics = page.getByRole("dialog", { name: "Project Analytics" });
    await expect(analytics.getByRole("heading", { name: "Task Statistics" })).toBeVisible();
    const closeX = analytics.getByRole("button", { name: "Close" }).first();
    const footerClose = analytics.getByRole("button", { name: "Close" }).last();
    await expect(closeX).toBeFocused();
    await expect(closeX).not.toHaveText("Close");
    await expect(closeX).toBeInViewport({ ratio: 1 });
    await expect(footerClose).toHaveText("Close");
    await expect(footerClose).toBeInViewport({ ratio: 1 });
    const body = analytics.getByTestId("modal-body");
    if (viewport.name === "phone") {
      expect(await body.evaluate((node) => node.scrollHeight > node.clientHeight), "the analytics body is longer than a phone's screen").toBe(true);
    }
    await body.evaluate((node) => node.scrollTo({ top: node.scrollHeight }));
    await expect(analytics.getByRole("heading", { name: "Timeline" })).toBeInViewport();
    await expect(analytics.getByRole("heading", { level: 2, name: "Project Analytics" })).toBeInViewport({ ratio: 1 });
    await expect(closeX).toBeInViewport({ ratio: 1 });
    await expect(footerClose).toBeInViewport({ ratio: 1 });
    await closeX.click();
    await expect(analytics).toHaveCount(0);
    await expect(analyticsButton).toBeFocused();

    // From the keyboard: the × first, then the body (it scrolls from the keyboard), each showing its focus;
    // Escape closes, the focus returns.
    await analyticsButton.press("Enter");
    await expect(analytics).toBeVisible();
    await expect(closeX).toBeFocused();
    const ringed = (node: Element) => getComputedStyle(node).boxShadow !== "none";
    expect(await closeX.evaluate(ringed)).toBe(true);
    await page.keyboard.press("Tab");
    await expect(body).toBeFocused();
    expect(await body.evaluate(ringed)).toBe(true);
    await page.keyboard.press("Shift+Tab");
    await expect(closeX).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(analytics).toHaveCount(0);
    await expect(analyticsButton).toBeFocused();

    // Settings: Save and Cancel in the footer, in view; the × closes it without saving.
    const settingsButton = page.getByRole("button", { name: "Settings" });
    await settingsButton.click();
    const settings = page.getByRole("dialog", { name: "Project Settings" });
    await expect(settings.getByRole("button", { name: "Save" })).toBeInViewport({ ratio: 1 });
    await expect(settings.getByRole("button", { name: "Cancel" })).toBeInViewport({ ratio: 1 });
    await settings.getByLabel("Prefer Cursor AI for code generation").check();
    await settings.getByRole("button", { name: "Close" }).click();
    await expect(settings).toHaveCount(0);
    await expect(settingsButton).toBeFocused();
    await settingsButton.click();
    await expect(settings.getByLabel("Prefer Cursor AI for code generation")).not.toBeChecked();
    await page.keyboard.press("Escape");
    await expect(settings).toHaveCount(0);
    await expect(settingsButton).toBeFocused();

    // Send Message: its × too.
    const messageButton = page.getByRole("button", { name: "Send Message to Agents" });
    await messageButton.click();
    const message = page.getByRole("dialog", { name: "Send Message to Agents" });
    await expect(message.getByLabel("Message")).toBeFocused();
    await expect(message.getByRole("button", { name: "Send Message" })).toBeInViewport({ ratio: 1 });
    await message.getByRole("button", { name: "Close" }).click();
    await expect(message).toHaveCount(0);
    await expect(messageButton).toBeFocused();
  });
}
