import type { Page } from "@playwright/test";
import { seriousViolations } from "./axe";
import { createUser, expect, signIn, test } from "./fixtures";

/**
 * axe-core (tests/e2e/axe.ts) on every screen, signed out and signed in, on a desktop and a phone: no serious
 * or critical violation. Minor and moderate ones are printed, not failed.
 */

/** The serious and critical violations of every screen a test visits, checked together at its end. */
const found: string[] = [];

async function expectAccessible(page: Page, screen: string): Promise<void> {
  found.push(...(await seriousViolations(page, screen)));
}

async function createProject(page: Page, token: string): Promise<string> {
  const created = await page.request.post("/api/projects", {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: "Accessible Bakery", tech_stack: ["react", "nodejs", "postgresql"], wizard_data: { projectType: "ecommerce", features: ["auth"], deployment: "render", design: "modern" } },
  });
  expect(created.status()).toBe(201);
  const body = (await created.json()) as { project: { id: string } };
  return body.project.id;
}

for (const viewport of [
  { name: "desktop", size: { width: 1280, height: 900 } },
  { name: "phone", size: { width: 390, height: 844 } },
]) {
  test(`every screen has no serious or critical accessibility violation (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize(viewport.size);
    for (const path of ["/", "/login", "/register", "/no/such/page"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await expectAccessible(page, `${path} signed out`);
    }
    const user = await createUser(page, "Accessible User");
    await signIn(page, user);
    // Settled: no refresh under way (a button mid-transition has colours of neither state).
    await expect(page.getByRole("button", { name: "Refresh" })).toBeEnabled();
    await page.waitForLoadState("networkidle");
    await expectAccessible(page, "/dashboard");
    await page.goto("/projects/new");
    await page.getByRole("heading", { level: 1 }).waitFor();
    await expectAccessible(page, "/projects/new");
    await page.goto("/profile");
    await page.getByRole("heading", { level: 1 }).waitFor();
    await expectAccessible(page, "/profile");
    await page.goto("/profile?tab=integrations");
    await expect(page.getByTestId("cursor-status")).toHaveText("Not connected");
    await expectAccessible(page, "/profile?tab=integrations");
    const id = await createProject(page, user.token);
    await page.goto(`/projects/${id}`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.waitForLoadState("networkidle");
    await expectAccessible(page, "/projects/:id");
    // A modal, open: its close button at the top and its footer.
    await page.getByRole("button", { name: "View Analytics" }).click();
    await page.getByRole("dialog", { name: "Project Analytics" }).getByRole("heading", { name: "Task Statistics" }).waitFor();
    await page.waitForLoadState("networkidle");
    await expectAccessible(page, "/projects/:id analytics");
    expect(found.splice(0), "serious or critical violations").toEqual([]);
  });
}

/**
 * Tabs through the screen from the top: every visible, enabled control is reached by the keyboard, and each
 * shows where focus is (an outline, or a ring drawn as a box shadow). Returns what was wrong, in words.
 */
async function keyboardProblems(page: Page, screen: string): Promise<string[]> {
  const controls = await page.evaluate(() => {
    const selector = "a[href], button, input, select, textarea, [tabindex]";
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== "hidden" && style.display !== "none";
    };
    const all = [...document.querySelectorAll(selector)].filter(
      (element) => visible(element) && !(element as HTMLButtonElement).disabled && element.getAttribute("tabindex") !== "-1",
    );
    // A radio group is one stop for Tab (arrow keys move inside it): its radios share one index.
    const groups = new Map<string, number>();
    const names: string[] = [];
    for (const element of all) {
      const group = element instanceof HTMLInputElement && element.type === "radio" ? element.name : "";
      let index = group ? groups.get(group) : undefined;
      if (index === undefined) {
        index = names.length;
        names.push((element.textContent?.trim() || element.getAttribute("aria-label") || element.getAttribute("name") || element.tagName).slice(0, 40));
        if (group) groups.set(group, index);
      }
      element.setAttribute("data-key-check", String(index));
    }
    return names;
  });
  const reached = new Set<number>();
  const problems: string[] = [];
  await page.locator("body").focus();
  for (let presses = 0; presses < controls.length + 5; presses++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      const outlined = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
      const ringed = style.boxShadow !== "none" && style.boxShadow !== "";
      return { index: element.getAttribute("data-key-check"), shown: outlined || ringed, name: (element.textContent?.trim() || element.tagName).slice(0, 40) };
    });
    if (!focused) continue;
    if (focused.index !== null) reached.add(Number(focused.index));
    if (!focused.shown) problems.push(`${screen}: "${focused.name}" shows no focus`);
  }
  controls.forEach((name, index) => {
    if (!reached.has(index)) problems.push(`${screen}: "${name}" is not reached by Tab`);
  });
  return [...new Set(problems)];
}

test("every control is reached by the keyboard and shows its focus", async ({ page }) => {
  const problems: string[] = [];
  for (const path of ["/", "/login", "/register"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    problems.push(...(await keyboardProblems(page, path)));
  }
  const user = await createUser(page, "Keyboard User");
  await signIn(page, user);
  await expect(page.getByRole("button", { name: "Refresh" })).toBeEnabled();
  problems.push(...(await keyboardProblems(page, "/dashboard")));
  for (const path of ["/projects/new", "/profile"]) {
    await page.goto(path);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.waitForLoadState("networkidle");
    problems.push(...(await keyboardProblems(page, path)));
  }
  const id = await createProject(page, user.token);
  await page.goto(`/projects/${id}`);
  await page.getByRole("heading", { level: 1 }).waitFor();
  await page.waitForLoadState("networkidle");
  problems.push(...(await keyboardProblems(page, "/projects/:id")));
  expect(problems).toEqual([]);
});
