import type { APIResponse, Page } from "@playwright/test";
import { createUser, expect, signIn, test as signedInTest } from "./fixtures";

/** Every test here starts signed in as a fresh user, on the dashboard. */
const test = signedInTest.extend<{ signedIn: void }>({
  signedIn: [
    async ({ user }, use) => {
      expect(user.token).toBeTruthy();
      await use();
    },
    { auto: true },
  ],
});

const MARKUP_NAME = "<img src=x onerror=alert(1)>";

interface CreatedProject {
  id: string;
  name: string;
}

async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem("authToken"));
  expect(token, "a signed-in page has a token in localStorage").toBeTruthy();
  return token ?? "";
}

async function projectId(response: APIResponse): Promise<string> {
  expect(response.status()).toBe(201);
  const body: unknown = await response.json();
  const project = typeof body === "object" && body && "project" in body ? body.project : null;
  const id = typeof project === "object" && project && "id" in project ? project.id : null;
  expect(typeof id).toBe("string");
  return String(id);
}

/** Creates projects through the API with the signed-in user's bearer token, as the wizard would. */
async function createProjects(page: Page, projects: { name: string; description?: string }[]): Promise<CreatedProject[]> {
  const token = await storedToken(page);
  const created: CreatedProject[] = [];
  // One at a time, so the newest-first order of the dashboard is the reverse of this list.
  for (const { name, description = "" } of projects) {
    const response = await page.request.post("/api/projects", {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        name,
        description,
        tech_stack: ["react", "nodejs", "postgresql"],
        wizard_data: { projectType: "ecommerce", features: ["auth"], deployment: "render", design: "modern" },
      },
    });
    created.push({ id: await projectId(response), name });
  }
  return created;
}

async function expectStats(page: Page, stats: { total: number; completed: number; inProgress: number; rate: string; month: number }) {
  await expect(page.getByTestId("stat-total-value")).toHaveText(String(stats.total));
  await expect(page.getByTestId("stat-total")).toContainText(`${stats.completed} completed`);
  await expect(page.getByTestId("stat-in-progress-value")).toHaveText(String(stats.inProgress));
  await expect(page.getByTestId("stat-success-rate-value")).toHaveText(stats.rate);
  await expect(page.getByTestId("stat-this-month-value")).toHaveText(String(stats.month));
}

const projectCard = (page: Page, name: string) => page.getByRole("article", { name, exact: true });

test("a new user sees the welcome line, zero stats and the empty state", async ({ page, user }) => {
  await expect(page.getByRole("heading", { name: `Welcome, ${user.name}!` })).toBeVisible();
  // Nothing has finished: the success rate has nothing to measure.
  await expectStats(page, { total: 0, completed: 0, inProgress: 0, rate: "—", month: 0 });
  await expect(page.getByRole("heading", { name: "Recent Projects" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Create Your First Project" })).toHaveAttribute("href", "/projects/new");
  await expect(page.getByRole("main").getByRole("link", { name: "New Project" })).toHaveAttribute("href", "/projects/new");
});

test("projects appear with their details and the stats; markup in a name stays text", async ({ page }) => {
  page.on("dialog", (dialog) => {
    throw new Error(`Unexpected browser dialog: ${dialog.message()}`);
  });
  await createProjects(page, [
    { name: "Shop Builder", description: "An online shop for handmade goods" },
    { name: MARKUP_NAME, description: "" },
  ]);
  await page.reload();

  await expectStats(page, { total: 2, completed: 0, inProgress: 0, rate: "—", month: 2 });
  await expect(page.getByRole("link", { name: "Create Your First Project" })).toHaveCount(0);
  // With a project, the user is welcomed back.
  await expect(page.getByRole("heading", { name: /^Welcome back, / })).toBeVisible();

  const shop = projectCard(page, "Shop Builder");
  await expect(shop.getByText("An online shop for handmade goods")).toBeVisible();
  await expect(shop.getByTestId("status-badge")).toHaveText("Draft");
  await expect(shop.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
  await expect(shop.getByText("0%", { exact: true })).toBeVisible();
  await expect(shop.getByRole("list", { name: "Tech stack" }).getByRole("listitem")).toHaveText([
    "React",
    "Node.js",
    "PostgreSQL",
  ]);
  await expect(shop.getByText("Created just now")).toBeVisible();
  await expect(shop.getByRole("link", { name: "View" })).toBeVisible();
  await expect(shop.getByRole("button", { name: "Delete" })).toBeVisible();
  await expect(shop.getByRole("link", { name: "Project settings" })).toBeVisible();

  // The markup is shown literally and never becomes an element.
  const markup = projectCard(page, MARKUP_NAME);
  await expect(markup.getByRole("heading", { name: MARKUP_NAME })).toBeVisible();
  await expect(markup.getByText("No description available")).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);

  // Newest first.
  await expect(page.getByRole("article")).toHaveCount(2);
  await expect(page.getByRole("article").first()).toHaveAccessibleName(MARKUP_NAME);
});

test("the list shows the 10 most recent while the stats count every project", async ({ page }) => {
  test.setTimeout(120_000);
  const names = Array.from({ length: 104 }, (_, i) => `Bulk ${String(i + 1).padStart(3, "0")}`);
  await createProjects(page, names.map((name) => ({ name })));
  await page.reload();

  // 104 projects span two pages of the API's maximum page size (100).
  await expectStats(page, { total: 104, completed: 0, inProgress: 0, rate: "—", month: 104 });
  await expect(page.getByRole("article")).toHaveCount(10);
  await expect(page.getByRole("article").first()).toHaveAccessibleName("Bulk 104");
  await expect(page.getByRole("article").last()).toHaveAccessibleName("Bulk 095");
  await expect(page.getByText("The 10 most recent of 104")).toBeVisible();
});

test("View opens the project: header, information card and an accessible settings modal", async ({ page }) => {
  const [project] = await createProjects(page, [{ name: "Detail Project", description: "Seen up close" }]);
  await page.reload();
  await projectCard(page, "Detail Project").getByRole("link", { name: "View" }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${project?.id}$`));

  await expect(page.getByRole("heading", { level: 1, name: "Detail Project" })).toBeVisible();
  await expect(page.getByText("Seen up close")).toBeVisible();
  await expect(page.getByTestId("status-badge")).toHaveText("Draft");
  const info = page.locator("section").filter({ has: page.getByRole("heading", { name: "Project Information" }) });
  await expect(info).toBeVisible();
  await expect(info.getByRole("listitem")).toHaveText(["React", "Node.js", "PostgreSQL"]);
  await expect(info.getByText("Created", { exact: true })).toBeVisible();
  await expect(info.getByText("Last Updated", { exact: true })).toBeVisible();
  await expect(info.getByText("just now")).toBeVisible();
  await expect(info.getByText("Repository")).toHaveCount(0);

  // Settings: a labelled modal dialog that takes the focus, closes on Escape and gives the focus back.
  const settingsButton = page.getByRole("button", { name: "Settings" });
  await settingsButton.click();
  const dialog = page.getByRole("dialog", { name: "Project Settings" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute("aria-modal", "true");
  await expect(dialog.getByLabel("Project name")).toHaveValue("Detail Project");
  await expect(dialog.getByLabel("Project name")).toHaveJSProperty("readOnly", true);
  await expect(dialog.getByLabel("Description")).toHaveValue("Seen up close");
  await expect(dialog.getByLabel("Status")).toBeDisabled();
  await expect(dialog.getByLabel("Status")).toHaveValue("draft");
  await expect(dialog.getByLabel("Status").locator("option")).toHaveText([
    "Draft",
    "In Progress",
    "Completed",
    "Failed",
    "Paused",
  ]);
  await expect(dialog.getByLabel("Prefer Cursor AI for code generation")).not.toBeChecked();
  // Cost optimization is the Budget strategy; a new project runs with AUTO.
  await expect(dialog.getByLabel("Enable cost optimization")).not.toBeChecked();
  expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(settingsButton).toBeFocused();

  // Save keeps the choice for this visit and only closes the modal.
  await settingsButton.click();
  await dialog.getByLabel("Prefer Cursor AI for code generation").check();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await settingsButton.click();
  await expect(dialog.getByLabel("Prefer Cursor AI for code generation")).toBeChecked();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole("link", { name: "Back to Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("the settings button of a row opens the project", async ({ page }) => {
  const [project] = await createProjects(page, [{ name: "Gear Project" }]);
  await page.reload();
  await projectCard(page, "Gear Project").getByRole("link", { name: "Project settings" }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${project?.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Gear Project" })).toBeVisible();
});

test("deleting asks first, then removes the project and updates the stats", async ({ page }) => {
  await createProjects(page, [{ name: "Keep Me" }, { name: "Remove Me" }]);
  await page.reload();
  await expectStats(page, { total: 2, completed: 0, inProgress: 0, rate: "—", month: 2 });

  const deleteButton = projectCard(page, "Remove Me").getByRole("button", { name: "Delete" });
  await deleteButton.click();
  const dialog = page.getByRole("dialog", { name: "Delete project?" });
  await expect(dialog).toContainText("Remove Me");
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(deleteButton).toBeFocused();
  await expect(projectCard(page, "Remove Me")).toBeVisible();

  await deleteButton.click();
  await dialog.getByRole("button", { name: "Delete project" }).click();
  await expect(dialog).toBeHidden();
  await expect(projectCard(page, "Remove Me")).toHaveCount(0);
  await expect(projectCard(page, "Keep Me")).toBeVisible();
  await expectStats(page, { total: 1, completed: 0, inProgress: 0, rate: "—", month: 1 });

  // Gone for the server too.
  await page.reload();
  await expect(projectCard(page, "Keep Me")).toBeVisible();
  await expect(projectCard(page, "Remove Me")).toHaveCount(0);
});

test("a failed project load shows Retry, and Retry loads the list", async ({ page }) => {
  // Every list request fails until Retry is pressed: the dashboard may load more than once on start.
  let failing = true;
  await page.route((url) => url.pathname === "/api/projects", async (route) => {
    if (failing) {
      await route.fulfill({ status: 500, json: { success: false, error: "internal", message: "Database unavailable" } });
    } else {
      await route.continue();
    }
  });
  await page.reload();
  await expect(page.getByRole("alert")).toContainText("Database unavailable");
  failing = false;
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Create Your First Project" })).toBeVisible();
});

test("an unknown project id shows 'Project not found'", async ({ page }) => {
  await page.goto(`/projects/${crypto.randomUUID()}`);
  await expect(page.getByRole("heading", { name: "Project not found" })).toBeVisible();
  await expect(page.getByText("may not exist, or you may not have access to it")).toBeVisible();
  await page.getByRole("link", { name: "Back to Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto("/projects/not-a-uuid");
  await expect(page.getByRole("heading", { name: "Project not found" })).toBeVisible();
});

test("another user's project is 'Project not found'", async ({ page }) => {
  const [foreign] = await createProjects(page, [{ name: "Private Project" }]);
  await page.evaluate(() => localStorage.clear());

  const other = await createUser(page, "Other User");
  await signIn(page, other);
  await page.goto(`/projects/${foreign?.id}`);
  await expect(page.getByRole("heading", { name: "Project not found" })).toBeVisible();
  await expect(page.getByText("Private Project")).toHaveCount(0);
});

test("'Process Pending Tasks' runs the next task of each in-progress project with the auto strategy", async ({ page }) => {
  const token = await storedToken(page);
  const bodies: unknown[] = [];
  await page.route("**/api/agents/*/process", async (route) => {
    bodies.push(route.request().postDataJSON());
    await route.continue();
  });
  // Every feature makes a long plan, so the project is still in progress when the button is pressed.
  const created = await page.request.post("/api/projects", {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      name: "Busy Project",
      tech_stack: ["react", "nodejs", "postgresql"],
      wizard_data: {
        projectType: "crm",
        features: ["auth", "dashboard", "payments", "notifications", "api", "analytics", "file-upload", "real-time"],
        deployment: "render",
        design: "modern",
      },
    },
  });
  const id = await projectId(created);
  await page.request.post(`/api/projects/${id}/start`, { headers: { Authorization: `Bearer ${token}` } });
  // Engine plumbing: under Advanced, closed, with a sentence of what it does once opened.
  const advanced = page.getByRole("button", { name: "Advanced: process pending tasks by hand" });
  await expect(advanced).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("button", { name: "Process Pending Tasks", exact: true })).toBeHidden();
  await advanced.click();
  await expect(advanced).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("region", { name: "Advanced: process pending tasks by hand" })).toContainText("Every project runs by itself");
  await page.getByRole("button", { name: "Process Pending Tasks", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Started the next task of" })).toBeVisible();
  expect(bodies).toEqual([{ preferCursor: false, strategy: "auto", useCostOptimization: true }]);
});
