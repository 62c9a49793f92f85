import { test as base, expect } from "@playwright/test";
import { z } from "zod";
import { projectResponseSchema } from "../../workers/contract/projects";
import { serveFakeModel } from "./fake-model-endpoint";
import { PASSWORD, signIn, uniqueEmail } from "./fixtures";
import { withOwnServer } from "./own-server";

// "Make the header green", with a model configured: the product's own server pointed at the stand-in
// OpenAI-compatible endpoint (tests/setup/fake-model.ts), whose `editor` model answers a code-edit call with an
// edit of the app's layout. The user sends the message and watches the preview's header turn green.

const EDITOR = "editor#e2e";
const MODELS = [{ id: EDITOR, tier: "balanced", inputPerMTok: 1, outputPerMTok: 2 }];
const GREEN = "rgb(21, 128, 61)";

const test = base.extend<{ modelApp: string }>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern; this one needs none of them.
  modelApp: async ({ playwright: _playwright }, use) => {
    const endpoint = await serveFakeModel([EDITOR]);
    try {
      await withOwnServer("model-edit", { OPENAI_BASE_URL: endpoint.url, OPENAI_API_KEY: "test-key", AI_MODELS: JSON.stringify(MODELS) }, use);
    } finally {
      endpoint.close();
    }
  },
});

test("a message the records cannot express is written as code by the model, and the preview shows it", async ({ page, modelApp: baseUrl }) => {
  test.setTimeout(240_000);
  const email = uniqueEmail("edit");
  const register = await page.request.post(`${baseUrl}/api/auth/register`, { data: { name: "Edit User", email, password: PASSWORD } });
  expect(register.status()).toBe(201);
  const { token } = z.object({ token: z.string() }).parse(await register.json());
  const created = await page.request.post(`${baseUrl}/api/projects`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: "Green Bakery", tech_stack: ["react", "nodejs", "postgresql"], wizard_data: { projectType: "ecommerce", features: ["auth"], deployment: "render", design: "modern" } },
  });
  const { project } = projectResponseSchema.parse(await created.json());

  await signIn(page, { email, password: PASSWORD }, baseUrl);
  await page.goto(`${baseUrl}/projects/${project.id}`);
  await page.getByRole("button", { name: "Start Development" }).click();
  await expect(page.getByTestId("engine-progress")).toHaveText("100.0%", { timeout: 120_000 });
  await expect(page.getByTestId("preview-state")).toContainText(/^Built/, { timeout: 60_000 });
  // The user signs in to the previewed app (its header is on the signed-in screens).
  const frame = page.frameLocator('iframe[title^="Preview of"]');
  await expect(async () => {
    await frame.locator('a[href="/register"]').first().click();
    await expect(frame.locator("form").getByLabel("Name", { exact: true })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await frame.locator("form").getByLabel("Name", { exact: true }).fill("Preview Baker");
  await frame.locator("form").getByLabel("Email", { exact: true }).fill("baker@example.com");
  await frame.locator("form").getByLabel("Password", { exact: true }).fill("correct-horse-battery-42");
  await frame.locator('form button[type="submit"]').click();
  const header = frame.locator("header").first();
  await expect(header).toBeVisible();
  expect(await header.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(GREEN);

  await page.getByRole("button", { name: "Send Message to Agents" }).click();
  const dialog = page.getByRole("dialog", { name: "Send Message to Agents" });
  await dialog.getByLabel("Message").fill("Make the header green");
  await dialog.getByRole("button", { name: "Send Message" }).click();

  // The re-plan hands the message to the frontend agent, whose model edits the layout; the preview rebuilds.
  await expect(page.getByText('The frontend agent writes the code it needs: "Code for your message (1)".')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId("engine-progress")).toHaveText("100.0%", { timeout: 60_000 });
  // The rebuilt preview keeps the previewed app's sign-in: the header shows green without signing in again.
  await expect.poll(() => header.evaluate((element) => getComputedStyle(element).backgroundColor), { timeout: 60_000 }).toBe(GREEN);
  await expect(frame.getByRole("navigation", { name: "Main" })).toBeVisible();
});
