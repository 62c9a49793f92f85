import type { Page } from "@playwright/test";
import { projectResponseSchema } from "../../workers/contract/projects";
import { createUser, expect, signIn, test } from "./fixtures";

// The first screens say one thing at a time (issue 45): one filled, primary action in the first screen of the
// landing page, the dashboard and a draft project, at a desktop's width and a phone's; money reads one way.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const SIZES = [
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const;

/**
 * The names of the visible links and buttons in the first screen that are filled with the brand's colour (the
 * primary look), read from the page's own styles: a probe with the primary button's background tells the colour.
 */
async function primaryActions(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const probe = document.createElement("span");
    probe.className = "bg-brand-600";
    document.body.appendChild(probe);
    const brand = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return [...document.querySelectorAll<HTMLElement>("a, button")]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const shown = box.width > 0 && box.height > 0 && box.top < window.innerHeight && box.bottom > 0;
        return shown && getComputedStyle(element).backgroundColor === brand;
      })
      .map((element) => (element.textContent ?? "").trim());
  });
}

/** Every amount of money on the page, as written. */
async function amounts(page: Page): Promise<string[]> {
  const text = await page.locator("body").innerText();
  return [...text.matchAll(/<?\$[\d.,]*\d/g)].map((match) => match[0]);
}

/** One money format: dollars and cents, four decimals under a cent, or "<$0.0001". */
const ONE_FORMAT = /^(\$\d{1,3}(,\d{3})*\.\d{2}|\$0\.00\d{2}|<\$0\.0001)$/;

async function authHeaders(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => localStorage.getItem("authToken"));
  expect(token).toBeTruthy();
  return { Authorization: `Bearer ${token}` };
}

for (const [name, size] of SIZES) {
  test(`the landing page, the dashboard and a draft project each have one primary action (${name})`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Start from one sentence" })).toBeVisible();
    expect(await primaryActions(page)).toEqual(["Continue: create your account"]);

    const user = await createUser(page, "First Screens");
    await signIn(page, user);
    await expect(page.getByRole("heading", { name: "Welcome, First Screens!" })).toBeVisible();
    // Counted once the project list has loaded: its empty state has a way to the wizard too.
    await expect(page.getByRole("heading", { name: "No projects yet" })).toBeVisible();
    expect(await primaryActions(page)).toEqual(["Draft my answers"]);

    const created = await page.request.post("/api/projects", {
      headers: await authHeaders(page),
      data: { name: "Draft Bakery", tech_stack: ["react", "nodejs", "postgresql"], wizard_data: { projectType: "ecommerce", features: ["auth"] } },
    });
    expect(created.status()).toBe(201);
    const { project } = projectResponseSchema.parse(await created.json());
    await page.goto(`/projects/${project.id}`);
    await expect(page.getByRole("button", { name: "Start Development" })).toBeVisible();
    // The project screen is long: every filled button on it, not only the first screen's, is the one.
    await page.setViewportSize({ width: size.width, height: 20_000 });
    expect(await primaryActions(page)).toEqual(["Start Development"]);
  });
}

test("a wizard filled from a sentence starts its form in a phone's first screen", async ({ page, user }) => {
  expect(user.email).toContain("@");
  await page.setViewportSize(PHONE);
  await page.goto("/dashboard");
  await page.getByLabel("Your app in one sentence").fill("A bakery shop where customers order cakes online and pay by card");
  await page.getByRole("button", { name: "Draft my answers" }).click();
  await expect(page).toHaveURL(/\/projects\/new$/);
  await expect(page.getByRole("heading", { name: /^Quick fill from your sentence \(no AI\): \d+ of \d+ answers$/ })).toBeVisible();
  // The first question of step 1 is on the first screen, not below it.
  await expect(page.getByLabel("Project name")).toBeInViewport();
});

test("money reads one way on the project, the dashboard and the analytics", async ({ page, user }) => {
  test.setTimeout(120_000);
  expect(user.email).toContain("@");
  const created = await page.request.post("/api/projects", {
    headers: await authHeaders(page),
    data: { name: "Money Bakery", tech_stack: ["react", "nodejs", "postgresql"], wizard_data: { projectType: "ecommerce", features: ["auth"] } },
  });
  const { project } = projectResponseSchema.parse(await created.json());
  await page.goto(`/projects/${project.id}`);
  await page.getByRole("button", { name: "Start Development" }).click();
  await expect(page.getByTestId("engine-progress")).toHaveText("100.0%", { timeout: 90_000 });
  const card = page.getByTestId("project-cost");
  // Nothing spent reads as any amount does, before and after the built-in engine's work; the card says why.
  await expect(card.getByTestId("project-spent")).toHaveText("$0.00");
  await expect(card).toContainText("The built-in engine's runs cost nothing");
  await expect(card.getByTestId("strategy-estimate-auto")).toHaveText(/^est\. /);
  const onProject = await amounts(page);
  expect(onProject.length).toBeGreaterThan(3);
  for (const amount of onProject) expect(amount).toMatch(ONE_FORMAT);

  await page.getByRole("button", { name: "View Analytics" }).click();
  const analytics = page.getByRole("dialog");
  await expect(analytics.getByTestId("cost-analysis-total")).toContainText(/^\$0\.00 over \d+ task runs?/);
  for (const amount of await amounts(page)) expect(amount).toMatch(ONE_FORMAT);
  await page.keyboard.press("Escape");

  await page.goto("/dashboard");
  await expect(page.getByTestId("cost-summary")).toBeVisible();
  for (const amount of await amounts(page)) expect(amount).toMatch(ONE_FORMAT);
});
