import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { test as base, type Page } from "@playwright/test";
import { serveFakeModel } from "./fake-model-endpoint";
import { expect, PASSWORD, signIn, test, uniqueEmail } from "./fixtures";
import { withOwnServer } from "./own-server";

// Start from one sentence (issue 32): the prompt box on the landing page and the dashboard, the draft, and the
// wizard's twelve steps walked pre-filled with their gating, without a model (the built-in reading marks what
// it left) and with the stand-in model endpoint (tests/setup/fake-model.ts). Screenshots go to E2E_SHOTS when set.

const BAKERY = "A bakery app where customers order cakes online, pick a pickup slot and pay by card";
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

const next = (page: Page) => page.getByRole("button", { name: "Next", exact: true });

async function shot(page: Page, name: string): Promise<void> {
  const folder = process.env.E2E_SHOTS;
  if (folder) await page.screenshot({ path: join(folder, `${name}.png`), fullPage: false });
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** No serious or critical axe violation on the screen as it is. */
async function expectAccessible(page: Page, screen: string): Promise<void> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document): Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }> } }).axe;
    const { violations: found } = await axe.run(document);
    return found.filter((violation) => violation.impact === "serious" || violation.impact === "critical").map((violation) => `${violation.id} at ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  });
  expect(violations, screen).toEqual([]);
}

/** The mark under a single-choice answer. */
const markIn = (page: Page, legend: string) => page.getByRole("radiogroup", { name: legend }).locator("[data-mark]");

test("a visitor types a sentence on the landing page, signs up and walks the twelve steps filled by the built-in reading", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await page.goto("/");
  const box = page.getByRole("region", { name: "Start from one sentence" });
  await expect(box).toBeVisible();
  await box.getByLabel("Your app in one sentence").fill(BAKERY);
  await expectAccessible(page, "landing with the prompt box (phone)");
  await shot(page, "landing-box-390");
  await page.setViewportSize(DESKTOP);
  await shot(page, "landing-box-1440");
  await box.getByRole("button", { name: "Continue: create your account" }).click();

  await expect(page).toHaveURL(/\/register$/);
  // The sign-up page says the sentence waits for the new account.
  await expect(page.getByTestId("kept-sentence")).toContainText("Your sentence is kept");
  await expect(page.getByTestId("kept-sentence")).toContainText(BAKERY);
  await page.getByLabel("Full name").fill("Sentence Starter");
  await page.getByLabel("Email address").fill(uniqueEmail("sentence"));
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("I agree to the").check();
  await page.getByRole("button", { name: "Create account" }).click();

  // Signed up: the dashboard's box drafts the kept sentence, and the wizard opens at step 1 with the answers.
  await expect(page).toHaveURL(/\/projects\/new$/);
  const banner = page.getByTestId("draft-origin");
  await expect(banner).toHaveAttribute("data-source", "builtin");
  await expect(banner.getByRole("heading", { name: "Quick fill from your sentence (no AI): 8 of 24 answers" })).toBeVisible();
  await expect(banner).toContainText(`“${BAKERY}”`);
  await expect(banner.getByTestId("draft-needed")).toHaveText(
    "Still needed: Technology stack (step 7), Deployment platform (step 11), Design style (step 11).",
  );
  await expect(banner.getByTestId("draft-notes")).toContainText("No language model is configured, so nothing was spent.");
  await expect(page.getByText("Step 1 of 12", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Project name")).toHaveValue("Bakery App");
  await expect(page.getByText("From your sentence: check it").first()).toBeVisible();
  await expectAccessible(page, "wizard pre-filled by the built-in reading (desktop)");
  await shot(page, "wizard-builtin-step1-1440");
  await page.setViewportSize(PHONE);
  await shot(page, "wizard-builtin-step1-390");
  await page.setViewportSize(DESKTOP);

  // The user changes anything: a changed answer loses its mark.
  await page.getByLabel("Project name").fill("Corner Bakery");
  await expect(page.getByLabel("Project name")).not.toHaveAttribute("aria-describedby");
  await next(page).click();
  await expect(page.getByLabel("Target users")).toHaveValue("Customers");
  await expect(page.getByLabel("Unique value proposition")).toHaveAccessibleDescription("Not filled from your sentence");
  await next(page).click();
  await expect(page.getByLabel("System behaviors")).toHaveValue("Customers order cakes online\nCustomers pick a pickup slot\nCustomers pay by card");
  await next(page).click();
  await expect(page.getByRole("radio", { name: "E-commerce Platform" })).toBeChecked();
  await next(page).click();
  await expect(page.getByRole("checkbox", { name: "Payment Processing" })).toBeChecked();
  await next(page).click();
  await expect(page.getByLabel("User flows")).toHaveValue("Customers order cakes online, then pick a pickup slot, then pay by card");
  await next(page).click();

  // Step 7: nothing in the sentence named a stack; it is marked, and the gating holds until the user answers.
  await expect(page.getByText("Step 7 of 12", { exact: true })).toBeVisible();
  await expect(page.getByTestId("tech-stack-note")).toHaveText("Not filled from your sentence: needed to go on");
  await expect(next(page)).toBeDisabled();
  await page.setViewportSize(PHONE);
  await expectAccessible(page, "wizard step 7 with a missing answer (phone)");
  await shot(page, "wizard-builtin-step7-390");
  await page.setViewportSize(DESKTOP);
  await shot(page, "wizard-builtin-step7-1440");
  await page.getByRole("checkbox", { name: "React" }).check();
  await expect(page.getByTestId("tech-stack-note")).toHaveCount(0);
  await next(page).click();
  await next(page).click();
  await next(page).click();
  await next(page).click();

  await expect(page.getByText("Step 11 of 12", { exact: true })).toBeVisible();
  await expect(markIn(page, "Deployment platform")).toHaveText("Not filled from your sentence: needed to go on");
  await expect(next(page)).toBeDisabled();
  await page.getByRole("radio", { name: "Render" }).check();
  await page.getByRole("radio", { name: "Modern" }).check();
  await expect(banner).toContainText("Every answer the wizard needs is filled.");
  await next(page).click();
  // The review: what the sentence did not say is one quiet line per step, not a row each.
  await expect(page.getByText("Step 12 of 12", { exact: true })).toBeVisible();
  await expect(page.getByTestId("review-blank").first()).toBeVisible();
  await expect(page.getByText("Not provided")).toHaveCount(0);
  await expectAccessible(page, "review (desktop)");
  if (process.env.E2E_SHOTS) await page.screenshot({ path: join(process.env.E2E_SHOTS, "review-1440.png"), fullPage: true });
  await page.setViewportSize(PHONE);
  if (process.env.E2E_SHOTS) await page.screenshot({ path: join(process.env.E2E_SHOTS, "review-390.png"), fullPage: true });
  await page.setViewportSize(DESKTOP);
  await page.getByRole("button", { name: "Create Project" }).click();
  await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Corner Bakery" })).toBeVisible();
});

test("a signed-in user drafts from the dashboard's box; a sentence too short is refused where it was typed", async ({ page, user }) => {
  expect(user.token).not.toBe("");
  const box = page.getByRole("region", { name: "Start from one sentence" });
  // On a phone, a new account sees the box and the first-project link without scrolling.
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(box.getByLabel("Your app in one sentence")).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole("link", { name: "Create Your First Project" })).toBeInViewport({ ratio: 1 });
  await page.setViewportSize(DESKTOP);
  await expect(box).toBeVisible();
  await expectAccessible(page, "dashboard with the prompt box");
  await box.getByLabel("Your app in one sentence").fill("shop");
  await box.getByRole("button", { name: "Draft my answers" }).click();
  await expect(box.getByRole("status")).toContainText("Describe your app in a sentence of at least 10 characters");
  await expect(box.getByLabel("Your app in one sentence")).toHaveAttribute("aria-invalid", "true");
  await page.setViewportSize(PHONE);
  await box.getByLabel("Your app in one sentence").fill("Dog walkers book walks with pet owners and send photos after each walk");
  await expectAccessible(page, "dashboard with the prompt box (phone)");
  await shot(page, "dashboard-box-390");
  await page.setViewportSize(DESKTOP);
  await shot(page, "dashboard-box-1440");
  // Enter sends.
  await box.getByLabel("Your app in one sentence").press("Enter");
  await expect(page).toHaveURL(/\/projects\/new$/);
  await expect(page.getByRole("heading", { name: "Quick fill from your sentence (no AI): 6 of 24 answers" })).toBeVisible();
  // Nothing named the app: step 1 is marked and its gating holds.
  await expect(page.getByLabel("Project name")).toHaveValue("");
  await expect(page.getByLabel("Project name")).toHaveAccessibleDescription("Not filled from your sentence: needed to go on");
  await expect(next(page)).toBeDisabled();
  // A reload keeps the draft and its marks.
  await page.reload();
  await expect(page.getByTestId("draft-origin")).toBeVisible();
  await expect(page.getByLabel("Description")).toHaveValue("Dog walkers book walks with pet owners and send photos after each walk");
});

// The product with an OpenAI-compatible endpoint: a second server of the same build pointed at the stand-in.
// The first draft is held on its way (a model that takes its time) and the user takes the built-in reading
// instead; the next draft is the model's, whose first call is a 429 asking to wait 1 s.
const MODEL = "rate-limited~1#sentence";
const modelTest = base.extend<{ modelApp: string }>({
  modelApp: async ({ playwright: _playwright }, use) => {
    const endpoint = await serveFakeModel([MODEL]);
    try {
      const vars = { OPENAI_BASE_URL: endpoint.url, OPENAI_API_KEY: "test-key", AI_MODELS: JSON.stringify([{ id: MODEL, tier: "budget", inputPerMTok: 0.5, outputPerMTok: 1.5 }]) };
      await withOwnServer("sentence", vars, use);
    } finally {
      endpoint.close();
    }
  },
});

modelTest("with a model, a slow draft can be left for the built-in reading, and the model's draft fills every step", async ({ page, modelApp }) => {
  modelTest.setTimeout(150_000);
  const email = uniqueEmail("model-sentence");
  const register = await page.request.post(`${modelApp}/api/auth/register`, { data: { name: "Model Sentence", email, password: PASSWORD } });
  expect(register.status()).toBe(201);
  await signIn(page, { email, password: PASSWORD }, modelApp);
  await page.setViewportSize(DESKTOP);

  // The first draft's request is held until the user has taken the built-in reading, then dropped.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let first = true;
  await page.route("**/api/projects/draft", async (route) => {
    if (!first) return route.continue();
    first = false;
    await held;
    await route.abort().catch(() => undefined);
  });

  const box = page.getByRole("region", { name: "Start from one sentence" });
  await box.getByLabel("Your app in one sentence").fill(BAKERY);
  await box.getByRole("button", { name: "Draft my answers" }).click();
  // The box says it is drafting, counts the seconds, and after two offers the built-in reading.
  await expect(box.getByTestId("draft-progress")).toContainText(/Drafting your answers\.\.\. \d s/);
  const instead = box.getByRole("button", { name: "Use the quick fill now" });
  await expect(instead).toBeVisible({ timeout: 5000 });
  await expectAccessible(page, "dashboard while a model drafts");
  await shot(page, "dashboard-drafting-1440");
  await page.setViewportSize(PHONE);
  await shot(page, "dashboard-drafting-390");
  await page.setViewportSize(DESKTOP);
  await instead.click();
  release();
  await expect(page).toHaveURL(/\/projects\/new$/);
  await expect(page.getByTestId("draft-origin")).toHaveAttribute("data-source", "builtin");
  await expect(page.getByLabel("Project name")).toHaveValue("Bakery App");

  // Again: the model drafts every answer, and the twelve steps are walked without typing, gating and all.
  await page.goto(`${modelApp}/dashboard`);
  await box.getByLabel("Your app in one sentence").fill(BAKERY);
  await box.getByRole("button", { name: "Draft my answers" }).click();
  await expect(page).toHaveURL(/\/projects\/new$/, { timeout: 15_000 });
  const banner = page.getByTestId("draft-origin");
  await expect(banner).toHaveAttribute("data-source", "model");
  await expect(banner.getByRole("heading", { name: `Drafted by ${MODEL} from your sentence` })).toBeVisible();
  await expect(banner).toContainText("Every answer the wizard needs is filled.");
  await expect(banner.getByTestId("draft-notes")).toContainText(/Drafting cost \$[\d.]+ of model use\./);
  await expect(page.getByLabel("Project name")).toHaveValue("Bakery Where Customers");
  await expect(page.getByText("Drafted from your sentence: check it").first()).toBeVisible();
  await expectAccessible(page, "wizard drafted by the model");
  await shot(page, "wizard-model-step1-1440");
  await page.setViewportSize(PHONE);
  await shot(page, "wizard-model-step1-390");
  for (let step = 1; step < 12; step += 1) {
    await expect(page.getByText(`Step ${step} of 12`, { exact: true })).toBeVisible();
    await expect(next(page)).toBeEnabled();
    await next(page).click();
  }
  await page.getByRole("button", { name: "Create Project" }).click();
  // The button says "Creating..." meanwhile; on a loaded 2-core machine the local server (wrangler dev) has taken
  // over 10 s to answer here once, so the wait is longer than the default.
  await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Bakery Where Customers" })).toBeVisible();
});
