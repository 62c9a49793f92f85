import type { Locator, Page } from "@playwright/test";
import { projectResponseSchema } from "../../workers/contract/projects";
import { expect, test } from "./fixtures";

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

const next = (page: Page) => page.getByRole("button", { name: "Next", exact: true });
const previous = (page: Page) => page.getByRole("button", { name: "Previous", exact: true });

/** The step label and heading a user sees. */
async function expectStep(page: Page, step: number, title: string) {
  await expect(page.getByText(`Step ${step} of 12`, { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
}

/** Next stays disabled through `blockers`, becomes enabled after `unlock`, then moves on. */
async function gate(page: Page, blockers: Array<() => Promise<void>>, unlock: () => Promise<void>) {
  await expect(next(page)).toBeDisabled();
  for (const fill of blockers) {
    await fill();
    await expect(next(page)).toBeDisabled();
  }
  await unlock();
  await expect(next(page)).toBeEnabled();
}

async function addPriority(page: Page, level: "high" | "medium" | "low", item: string) {
  await page.getByLabel(`Add ${level} priority item`).fill(item);
  await page.getByLabel(`Add ${level} priority item`).press("Enter");
}

const itemsOf = (page: Page, level: string): Locator => page.getByRole("list", { name: `${level} priority items` }).getByRole("listitem");

test("a user answers all twelve steps, reloads midway and creates the project", async ({ page, user }) => {
  expect(user.token).not.toBe("");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "New Project" }).click();
  await expect(page).toHaveURL(/\/projects\/new$/);

  // 1. Basic Information
  await expectStep(page, 1, "Basic Information");
  await expect(page.getByRole("progressbar", { name: "Wizard progress" })).toHaveAttribute("aria-valuenow", "1");
  await expect(previous(page)).toBeDisabled();
  await gate(page, [() => page.getByLabel("Project name").fill("   ")], () => page.getByLabel("Project name").fill("Corner Bakery"));
  await page.getByLabel("Description").fill("Pre-orders for a small bakery");
  await next(page).click();

  // 2. Vision & Purpose
  await expectStep(page, 2, "Vision & Purpose");
  await expect(previous(page)).toBeEnabled();
  await gate(page, [() => page.getByLabel("Problem statement").fill("Orders on paper get lost")], () =>
    page.getByLabel("Target users").fill("Regular customers"),
  );
  await page.getByLabel("Unique value proposition").fill("Order in ten seconds");
  await next(page).click();

  // 3. Core Requirements
  await expectStep(page, 3, "Core Requirements");
  await gate(page, [() => page.getByLabel("Key workflows").fill("Order, bake, pick up")], () =>
    page.getByLabel("System behaviors").fill("Customers reserve a pickup slot"),
  );
  await next(page).click();

  // 4. Project Type: one choice among radio cards
  await expectStep(page, 4, "Project Type");
  const types = page.getByRole("radiogroup", { name: "Project type" });
  await expect(types.getByRole("radio")).toHaveCount(6);
  await gate(page, [], () => types.getByRole("radio", { name: "CRM System" }).check());
  await types.getByText("E-commerce Platform").click();
  await expect(types.getByRole("radio", { name: "E-commerce Platform" })).toBeChecked();
  await expect(types.getByRole("radio", { name: "CRM System" })).not.toBeChecked();
  await next(page).click();

  // 5. Core Features: several checkboxes
  await expectStep(page, 5, "Core Features");
  await expect(page.getByRole("checkbox")).toHaveCount(10);
  await gate(page, [], () => page.getByRole("checkbox", { name: "User Authentication" }).check());
  await page.getByRole("checkbox", { name: "Payment Processing" }).check();

  // A reload keeps the step and every answer typed so far.
  await page.reload();
  await expectStep(page, 5, "Core Features");
  await expect(page.getByRole("checkbox", { name: "User Authentication" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Payment Processing" })).toBeChecked();
  await previous(page).click();
  await expect(page.getByRole("radio", { name: "E-commerce Platform" })).toBeChecked();
  await previous(page).click();
  await expect(page.getByLabel("System behaviors")).toHaveValue("Customers reserve a pickup slot");
  await previous(page).click();
  await expect(page.getByLabel("Target users")).toHaveValue("Regular customers");
  await previous(page).click();
  await expect(page.getByLabel("Project name")).toHaveValue("Corner Bakery");
  for (let i = 0; i < 4; i += 1) await next(page).click();
  await expectStep(page, 5, "Core Features");
  await next(page).click();

  // 6. User Flows & Interfaces
  await expectStep(page, 6, "User Flows & Interfaces");
  await gate(page, [() => page.getByLabel("Core interfaces").fill("Menu, basket")], () =>
    page.getByLabel("User flows").fill("Browse the menu, pick a slot, pay"),
  );
  await next(page).click();

  // 7. Technology Stack, grouped
  await expectStep(page, 7, "Technology Stack");
  for (const group of ["Frontend", "Backend", "Database"]) await expect(page.getByRole("group", { name: group })).toBeVisible();
  await gate(page, [], () => page.getByRole("group", { name: "Frontend" }).getByRole("checkbox", { name: "React" }).check());
  await page.getByRole("group", { name: "Database" }).getByRole("checkbox", { name: "PostgreSQL" }).check();
  await next(page).click();

  // 8-9: optional
  await expectStep(page, 8, "System Requirements");
  await expect(next(page)).toBeEnabled();
  await page.getByLabel("Performance needs").fill("Menu loads in a second");
  await next(page).click();
  await expectStep(page, 9, "Business Requirements");
  await expect(next(page)).toBeEnabled();
  await page.getByLabel("Compliance needs").fill("GDPR");
  await next(page).click();

  // 10. Implementation Priorities: Enter adds, blank is refused, items can be removed
  await expectStep(page, 10, "Implementation Priorities");
  await expect(next(page)).toBeEnabled();
  await addPriority(page, "high", "  Online checkout  ");
  await expect(itemsOf(page, "High")).toHaveText([/Online checkout/]);
  await expect(page.getByLabel("Add high priority item")).toHaveValue("");
  await addPriority(page, "high", "   ");
  await expect(page.getByText("Type an item before adding it.")).toBeVisible();
  await expect(itemsOf(page, "High")).toHaveCount(1);
  await page.getByLabel("Add medium priority item").fill("Loyalty stamps");
  await page.getByRole("button", { name: "Add to medium priority" }).click();
  await addPriority(page, "low", "Gift cards");
  await addPriority(page, "low", "Dark mode");
  await page.getByRole("button", { name: 'Remove "Gift cards" from low priority' }).click();
  await expect(itemsOf(page, "Low")).toHaveText([/Dark mode/]);
  await next(page).click();

  // 11. Deployment & Design: both required
  await expectStep(page, 11, "Deployment & Design");
  await gate(page, [() => page.getByRole("radio", { name: "Vercel" }).check()], () =>
    page.getByRole("radio", { name: "Minimal" }).check(),
  );
  await next(page).click();

  // 12. Review & Create
  await expectStep(page, 12, "Review & Create");
  await expect(next(page)).toHaveCount(0);
  const summary = page.getByRole("main");
  for (const answer of ["Corner Bakery", "Orders on paper get lost", "E-commerce Platform", "User Authentication", "Payment Processing", "React", "PostgreSQL", "Online checkout", "Loyalty stamps", "Dark mode", "Vercel", "Minimal", "GDPR"]) {
    await expect(summary.getByText(answer, { exact: true })).toBeVisible();
  }
  await expect(summary.getByText("Gift cards")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "What happens next?" })).toBeVisible();
  // Blank optional answers share one quiet line per step, and the live preview is part of what comes next.
  await expect(summary.getByText("Not provided")).toHaveCount(0);
  await expect(summary.getByText(/a live preview on the project page runs the generated app itself/)).toBeVisible();

  // A slow server shows the busy state; a double click still creates one project.
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/projects") posts.push(request.url());
  });
  await page.route("**/api/projects", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await page.getByRole("button", { name: "Create Project" }).dblclick();
  await expect(page.getByRole("button", { name: "Creating..." })).toBeDisabled();
  await expect(page).toHaveURL(new RegExp(`/projects/${UUID.source}$`));
  expect(posts).toHaveLength(1);

  const id = new URL(page.url()).pathname.split("/").pop() ?? "";
  const token = await page.evaluate(() => localStorage.getItem("authToken"));
  const response = await page.request.get(`/api/projects/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  const { project } = projectResponseSchema.parse(await response.json());
  expect(project).toMatchObject({ name: "Corner Bakery", description: "Pre-orders for a small bakery", tech_stack: ["react", "postgresql"] });
  expect(project.wizard_data).toMatchObject({
    problemStatement: "Orders on paper get lost",
    targetUsers: "Regular customers",
    uniqueValueProposition: "Order in ten seconds",
    systemBehaviors: "Customers reserve a pickup slot",
    keyWorkflows: "Order, bake, pick up",
    projectType: "ecommerce",
    features: ["auth", "payments"],
    userFlows: "Browse the menu, pick a slot, pay",
    coreInterfaces: "Menu, basket",
    performanceNeeds: "Menu loads in a second",
    complianceNeeds: "GDPR",
    implementationPriorities: { high: ["Online checkout"], medium: ["Loyalty stamps"], low: ["Dark mode"] },
    deployment: "vercel",
    design: "minimal",
    database: "",
    targetAudience: "",
    budget: "",
    timeline: "",
  });

  // The draft is gone: a new wizard starts empty.
  await page.goto("/projects/new");
  await expectStep(page, 1, "Basic Information");
  await expect(page.getByLabel("Project name")).toHaveValue("");
});

/** Opens the wizard on its last step with a draft saved as the wizard itself saves it. */
async function openReviewWithDraft(page: Page, techStack: string[] = ["vue"]) {
  await page.goto("/projects/new");
  await expectStep(page, 1, "Basic Information");
  await page.evaluate((stack) => {
    const user: unknown = JSON.parse(localStorage.getItem("user") ?? "{}");
    const userId = typeof user === "object" && user && "id" in user ? String(user.id) : "";
    const draft = { name: "Mocked", projectType: "crm", features: ["auth"], techStack: stack, deployment: "aws", design: "modern" };
    sessionStorage.setItem(`wizardDraft:${userId}`, JSON.stringify({ step: 12, draft }));
  }, techStack);
  await page.reload();
  // Steps 2, 3 and 6 are missing their text, so the wizard reopens on the first of them.
  await expectStep(page, 2, "Vision & Purpose");
  await page.getByLabel("Problem statement").fill("p");
  await page.getByLabel("Target users").fill("t");
  await next(page).click();
  await page.getByLabel("System behaviors").fill("s");
  for (let i = 0; i < 3; i += 1) await next(page).click();
  await page.getByLabel("User flows").fill("u");
  for (let i = 0; i < 6; i += 1) await next(page).click();
  await expectStep(page, 12, "Review & Create");
}

test("create failures show the catalogue's message in a banner and go where it says", async ({ page, user }) => {
  expect(user.token).not.toBe("");
  await openReviewWithDraft(page);
  const create = page.getByRole("button", { name: "Create Project" });

  await page.route("**/api/projects", (route) =>
    route.fulfill({ status: 500, json: { success: false, error: "internal_error", message: "The database is resting" } }),
  );
  await create.click();
  await expect(page.getByRole("alert")).toHaveText("The database is resting");
  await expect(create).toBeEnabled();
  await expect(page).toHaveURL(/\/projects\/new$/);

  await page.unroute("**/api/projects");
  await page.route("**/api/projects", (route) => route.fulfill({ status: 201, json: { project: { id: "" } } }));
  await create.click();
  await expect(page.getByRole("alert")).toHaveText("Invalid project creation response structure.");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("two frontends chosen: the review says which one is built and which is not", async ({ page, user }) => {
  expect(user.token).not.toBe("");
  await openReviewWithDraft(page, ["vue", "react", "nodejs"]);
  await expect(page.getByTestId("stack-choice-note")).toHaveText(
    "Frontend: you chose Vue.js and React. One app is built with one frontend, so AppForge builds Vue.js (the first you chose) and not React.",
  );
});

test("the wizard can be filled in from the keyboard alone", async ({ page, user }) => {
  expect(user.token).not.toBe("");
  await page.goto("/projects/new");
  await expectStep(page, 1, "Basic Information");
  const key = async (name: string, times = 1) => {
    for (let i = 0; i < times; i += 1) await page.keyboard.press(name);
  };

  await page.getByLabel("Project name").focus();
  await page.keyboard.type("Keyboard Only");
  await key("Tab", 2); // Description, then Next (Previous is disabled on step 1)
  await expect(next(page)).toBeFocused();
  await key("Enter");
  // Each new step starts at its heading.
  await expect(page.getByRole("heading", { level: 2, name: "Vision & Purpose" })).toBeFocused();

  await key("Tab");
  await page.keyboard.type("A problem");
  await key("Tab");
  await page.keyboard.type("Some users");
  await key("Tab", 4); // two optional fields, Previous, Next
  await expect(next(page)).toBeFocused();
  await key("Enter");

  await key("Tab");
  await page.keyboard.type("It behaves");
  await key("Tab", 4);
  await key("Enter");

  // Radio cards: Tab enters the group, arrows move the choice.
  await expectStep(page, 4, "Project Type");
  await key("Tab");
  await key("Space");
  await expect(page.getByRole("radio", { name: "E-commerce Platform" })).toBeChecked();
  await key("ArrowRight");
  await expect(page.getByRole("radio", { name: "CRM System" })).toBeChecked();
  await key("Tab", 2);
  await key("Enter");

  // Checkbox cards: Space toggles.
  await expectStep(page, 5, "Core Features");
  await key("Tab");
  await key("Space");
  await expect(page.getByRole("checkbox", { name: "User Authentication" })).toBeChecked();
  await expect(next(page)).toBeEnabled();
});
