import { readFile } from "node:fs/promises";
import { strFromU8, unzipSync } from "fflate";
import type { Page } from "@playwright/test";
import { z } from "zod";
import { responsesResponseSchema, taskSchema } from "../../workers/contract/agents";
import { projectResponseSchema, type WizardDataInput } from "../../workers/contract/projects";
import { expect, test } from "./fixtures";
import { fileFromApi } from "./files-panel";

const detailPath = (projectId: string) => `/projects/${projectId}`;

const WIZARD: WizardDataInput = {
  projectType: "ecommerce",
  features: ["auth", "payments"],
  problemStatement: "A neighbourhood bakery takes orders by phone and loses track of them.",
  targetUsers: "Regular customers ordering bread and cakes for pickup.",
  systemBehaviors: "Customers order online and pick a pickup slot; staff see a production list.",
  userFlows: "Browse products, add to cart, choose a pickup slot, pay, get a confirmation.",
  deployment: "render",
  design: "modern",
};

async function authHeaders(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => localStorage.getItem("authToken"));
  expect(token, "the signed-in session stores its token").toBeTruthy();
  return { Authorization: `Bearer ${token}` };
}

/** Creates a project through the API as the wizard would, and answers its id. */
async function createProject(
  page: Page,
  name: string,
  wizard: Partial<WizardDataInput> = {},
  techStack: string[] = ["react", "nodejs", "postgresql"],
): Promise<string> {
  const response = await page.request.post("/api/projects", {
    headers: await authHeaders(page),
    data: {
      name,
      description: "Online orders with pickup slots for a small bakery",
      tech_stack: techStack,
      wizard_data: { ...WIZARD, ...wizard },
    },
  });
  expect(response.status()).toBe(201);
  return projectResponseSchema.parse(await response.json()).project.id;
}

const tasksResponse = z.object({ tasks: z.array(taskSchema) });

async function listTasks(page: Page, projectId: string) {
  const response = await page.request.get(`/api/agents/${projectId}/tasks`, { headers: await authHeaders(page) });
  expect(response.ok()).toBe(true);
  return tasksResponse.parse(await response.json()).tasks;
}

/** Counts full page loads, so a test can prove the screen updated itself without one. */
function countPageLoads(page: Page): () => number {
  let loads = 0;
  page.on("load", () => {
    loads += 1;
  });
  return () => loads;
}

test("a project is developed live, messaged, browsed and analysed on its detail screen", async ({ page, user }) => {
  test.setTimeout(180_000);
  expect(user.email).toContain("@");
  const projectId = await createProject(page, "Corner Bakery");
  await page.goto(detailPath(projectId));
  const loads = countPageLoads(page);

  // Connected, with nothing running yet: the badge does not say "Live", and no zero count is coloured.
  await expect(page.getByTestId("live-indicator")).toHaveAttribute("data-link", "live");
  await expect(page.getByTestId("live-indicator")).toHaveText("Up to date");
  await expect(page.getByTestId("count-failed").locator("dd")).toHaveClass(/text-slate-500/);
  await expect(page.getByTestId("engine-progress")).toHaveText("0.0%");
  await expect(page.getByRole("button", { name: "Retry Failed Tasks" })).toHaveCount(0);
  // Manual processing is under Advanced, closed until asked for.
  const advanced = page.getByRole("button", { name: "Advanced: process tasks by hand" });
  await expect(advanced).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("switch", { name: "Use Cursor AI" })).toBeHidden();
  await advanced.click();
  await expect(page.getByRole("switch", { name: "Use Cursor AI" })).toHaveAttribute("aria-checked", "false");

  await page.getByRole("button", { name: "Start Development" }).click();
  await expect(page.getByText(/^Planned \d+ tasks; the agents are at work$/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Start Development" })).toHaveCount(0);

  // The room runs the whole plan by itself; events alone bring the screen to the end.
  await expect(page.getByTestId("engine-progress")).toHaveText("100.0%", { timeout: 120_000 });
  // The project completes when the room settles after its last task. The badge once stayed "In Progress" here for
  // good: the project, read again as the build landed, answered from before the room settled and replaced the live
  // status (engine-cache.ts's withLiveState keeps the snapshot's now). The wait allows for CI's loaded 2 cores.
  await expect(page.getByTestId("status-badge")).toHaveAttribute("data-status", "completed", { timeout: 30_000 });
  await expect(page.getByTestId("status-badge")).toHaveText("Completed");
  await expect(page.getByTestId("live-indicator")).toHaveText("Up to date");
  const total = await listTasks(page, projectId).then((tasks) => tasks.length);
  expect(total).toBeGreaterThan(5);
  await expect(page.getByTestId("count-total")).toContainText(String(total));
  await expect(page.getByTestId("count-completed")).toContainText(String(total));
  await expect(page.getByTestId("count-failed")).toContainText("0");
  for (const agent of ["architect", "frontend", "backend", "devops", "qa", "deployment"]) {
    await expect(page.getByTestId(`agent-${agent}`)).toHaveAttribute("data-status", "idle");
  }
  await expect(page.getByTestId("recent-task")).toHaveCount(5);
  await expect(page.getByTestId("recent-task").getByRole("button")).toHaveCount(0);
  expect(loads(), "the page never reloaded").toBe(0);

  // Responses expand and collapse (once the last task's response has arrived: newer ones go on top).
  await expect(page.getByRole("heading", { name: `AI Responses (${total})` })).toBeVisible();
  const response = page.getByTestId("ai-response").first();
  await expect(response).toHaveAttribute("aria-expanded", "false");
  await response.click();
  await expect(response).toHaveAttribute("aria-expanded", "true");
  await response.click();
  await expect(response).toHaveAttribute("aria-expanded", "false");

  // Nothing is left to process: the server's reason shows next to the button.
  await page.getByRole("switch", { name: "Use Cursor AI" }).click();
  await expect(page.getByRole("switch", { name: "Use Cursor AI" })).toHaveAttribute("aria-checked", "true");
  await page.getByRole("button", { name: "Process Next Task" }).click();
  await expect(page.getByRole("alert")).toHaveText("No pending task is ready to run");

  // Send Message: blank is refused, then a message to one agent is stored.
  await page.getByRole("button", { name: "Send Message to Agents" }).click();
  const messageDialog = page.getByRole("dialog", { name: "Send Message to Agents" });
  await expect(messageDialog).toBeVisible();
  await messageDialog.getByLabel("Message").fill("   ");
  await messageDialog.getByRole("button", { name: "Send Message" }).click();
  await expect(messageDialog.getByText("Please enter a message for the agents.")).toBeVisible();
  await messageDialog.getByLabel("Agent").selectOption("backend");
  await messageDialog.getByLabel("Message").fill("Orders need a pickup slot of two hours.");
  await messageDialog.getByRole("button", { name: "Send Message" }).click();
  await expect(messageDialog).toHaveCount(0);
  await expect(
    page.getByText('Message sent to the backend agent; the architect re-plans the finished work it changes ("Re-plan for your message (1)")'),
  ).toBeVisible();
  // The re-plan and the work it re-does run by themselves; the screen follows them live, back to 100%.
  await expect
    .poll(async () => {
      const tasks = await listTasks(page, projectId);
      return tasks.length > total + 1 && tasks.every((task) => task.status === "completed") ? tasks.length : 0;
    }, { timeout: 60_000 })
    .toBeGreaterThan(total + 1);
  const replanned = (await listTasks(page, projectId)).length;
  await expect(page.getByTestId("count-total")).toContainText(String(replanned));
  await expect(page.getByTestId("count-completed")).toContainText(String(replanned));
  await expect(page.getByTestId("engine-progress")).toHaveText("100.0%");
  await expect(page.getByTestId("status-badge")).toHaveAttribute("data-status", "completed");

  // Project Files: select, copy (check mark for 2 s) and download.
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "View Project Files" }).click();
  const filesDialog = page.getByRole("dialog", { name: "Project Files" });
  // A file whose name a browser saves as it is: Chromium renames ".dockerignore" and adds .txt to "Dockerfile".
  const firstFile = filesDialog.getByTestId("file-item").filter({ hasText: /^[^.\s]\S*\.\w+$/ }).first();
  await expect(firstFile).toHaveAttribute("aria-selected", "false");
  const path = (await firstFile.getAttribute("data-path")) ?? "";
  expect(path).not.toBe("");
  await firstFile.click();
  await expect(firstFile).toHaveAttribute("aria-selected", "true");
  const viewer = filesDialog.getByTestId("file-viewer");
  await expect(viewer.getByRole("heading", { name: path })).toBeVisible();
  await expect(viewer.getByText(/^Generated /)).toBeVisible();
  // The editor shows the file (its text as the API has it, which Copy and the downloads carry).
  await expect(viewer.getByRole("textbox", { name: `Content of ${path}` })).toBeVisible();
  const content = (await fileFromApi(page, projectId, path)).content;
  expect(content.length).toBeGreaterThan(0);

  await filesDialog.getByRole("button", { name: `Copy ${path}`, exact: true }).click();
  await expect(filesDialog.getByRole("button", { name: `Copied ${path}`, exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(content);
  await expect(filesDialog.getByRole("button", { name: `Copy ${path}`, exact: true })).toBeVisible({ timeout: 4_000 });

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    filesDialog.getByRole("button", { name: "Export project data (JSON)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`project-${projectId}.json`);
  const saved = z
    .object({ name: z.string(), generatedAt: z.string(), files: z.array(z.object({ path: z.string() })) })
    .strict()
    .parse(JSON.parse(await readFile(await download.path(), "utf8")));
  expect(saved.name).toBe("Corner Bakery");
  expect(saved.files.map((file) => file.path)).toContain(path);

  // The repository as a ZIP: every file under the project's folder, as the JSON has them.
  const [zipped] = await Promise.all([page.waitForEvent("download"), filesDialog.getByRole("button", { name: "Download code (ZIP)" }).click()]);
  expect(zipped.suggestedFilename()).toBe(`project-${projectId}.zip`);
  const entries = unzipSync(new Uint8Array(await readFile(await zipped.path())));
  expect(Object.keys(entries).sort()).toEqual(saved.files.map((file) => `corner-bakery/${file.path}`).sort());
  expect(strFromU8(entries[`corner-bakery/${path}`] ?? new Uint8Array())).toBe(content);

  // One file, under its own name.
  const [single] = await Promise.all([page.waitForEvent("download"), viewer.getByRole("button", { name: "Download file" }).click()]);
  expect(single.suggestedFilename()).toBe(path.split("/").pop());
  expect(await readFile(await single.path(), "utf8")).toBe(content);
  await page.keyboard.press("Escape");
  await expect(filesDialog).toHaveCount(0);

  // Analytics, opened from the keyboard; Escape closes it and focus returns to its button.
  const analyticsButton = page.getByRole("button", { name: "View Analytics" });
  await analyticsButton.focus();
  await page.keyboard.press("Enter");
  const analytics = page.getByRole("dialog", { name: "Project Analytics" });
  await expect(analytics.getByRole("heading", { name: "Task Statistics" })).toBeVisible();
  await expect(analytics.getByTestId("completion-architect")).toContainText("100%");
  await expect(analytics.getByRole("list", { name: "Tasks by start time" }).getByRole("listitem")).toHaveCount(replanned);
  await page.keyboard.press("Escape");
  await expect(analytics).toHaveCount(0);
  await expect(analyticsButton).toBeFocused();
  expect(loads(), "the page never reloaded").toBe(0);
});

/**
 * FAULT_INJECTION for the e2e server: tests/e2e/serve.mjs passes E2E_FAULT_INJECTION to the Worker. The
 * rule names the search feature's screen task, which only a project with the search feature plans, so
 * every other project in the run is unaffected.
 */
const FAULT_RULE = /(?:^|,)\s*ui-search:(\d+)/.exec(process.env.E2E_FAULT_INJECTION ?? "");

test("a task that keeps failing fails the project, and Retry on it finishes the project", async ({ page, user }) => {
  expect(FAULT_RULE, "needs E2E_FAULT_INJECTION=ui-search:N (set in playwright.config.ts, passed on by serve.mjs)").not.toBeNull();
  test.setTimeout(180_000);
  expect(user.email).toContain("@");
  const projectId = await createProject(page, "Bakery With Search", { features: ["auth", "payments", "search"] });
  await page.goto(detailPath(projectId));
  const loads = countPageLoads(page);
  await expect(page.getByTestId("live-indicator")).toHaveText("Up to date");

  await page.getByRole("button", { name: "Start Development" }).click();

  // The search screen fails on every attempt: the project settles as failed with that task failed.
  await expect(page.getByTestId("status-badge")).toHaveAttribute("data-status", "failed", { timeout: 120_000 });
  await expect(page.getByTestId("count-failed")).toContainText("1");
  await expect(page.getByTestId("agent-frontend")).toHaveAttribute("data-status", "error");
  await expect(page.getByRole("button", { name: "Retry Failed Tasks" })).toBeVisible();
  const failed = page.locator('[data-testid="recent-task"][data-status="failed"]');
  await expect(failed).toHaveCount(1);
  await expect(failed).toContainText("Injected failure");
  const progressAtFailure = (await page.getByTestId("engine-progress").textContent()) ?? "";
  expect(progressAtFailure).not.toBe("100.0%");

  // Retry on the failed task queues it again; the room runs it and the tasks that waited for it.
  await failed.getByRole("button", { name: /^Retry / }).click();
  await expect(page.getByText(/is queued again$/)).toBeVisible();
  await expect(page.getByTestId("engine-progress")).toHaveText("100.0%", { timeout: 120_000 });
  await expect(page.getByTestId("status-badge")).toHaveAttribute("data-status", "completed");
  await expect(page.getByTestId("count-failed")).toContainText("0");
  await expect(page.getByTestId("agent-frontend")).toHaveAttribute("data-status", "idle");
  await expect(page.getByRole("button", { name: "Retry Failed Tasks" })).toHaveCount(0);
  const tasks = await listTasks(page, projectId);
  expect(tasks.every((task) => task.status === "completed")).toBe(true);
  expect(loads(), "the page never reloaded").toBe(0);
});

test("without the live channel the screen says so and keeps up by polling", async ({ page, user }) => {
  test.setTimeout(120_000);
  expect(user.email).toContain("@");
  // Every websocket to the project's room is refused, as behind a proxy that drops them.
  await page.routeWebSocket(/\/parties\//, (socket) => socket.close());
  const projectId = await createProject(page, "Offline Bakery");
  await page.goto(detailPath(projectId));

  await expect(page.getByTestId("live-indicator")).toHaveText("Offline — updating every few seconds");
  await page.getByRole("button", { name: "Start Development" }).click();
  await expect(page.getByTestId("engine-progress")).toHaveText("100.0%", { timeout: 60_000 });
  await expect(page.getByTestId("status-badge")).toHaveAttribute("data-status", "completed");
  await expect(page.getByTestId("recent-task")).toHaveCount(5);
});

test("the chosen stack is generated in its own languages, and qa reports what it checked", async ({ page, user }) => {
  test.setTimeout(180_000);
  expect(user.email).toContain("@");
  // Vue and Python chosen, no database: the architect picks one and says so.
  const projectId = await createProject(page, "Vue Bakery", {}, ["vue", "python"]);
  await page.goto(detailPath(projectId));
  await page.getByRole("button", { name: "Start Development" }).click();
  await expect(page.getByTestId("status-badge")).toHaveAttribute("data-status", "completed", { timeout: 120_000 });

  const answer = await page.request.get(`/api/agents/${projectId}/responses`, { headers: await authHeaders(page) });
  const { responses } = responsesResponseSchema.parse(await answer.json());
  const said = (agent: string) => responses.filter((entry) => entry.agentType === agent).map((entry) => entry.response).join("\n");
  expect(said("architect")).toContain("No database was chosen, so the app uses PostgreSQL");
  expect(said("qa")).toMatch(/QA checks passed: Checked \d+ files/);

  await page.getByRole("button", { name: "View Project Files" }).click();
  const filesDialog = page.getByRole("dialog", { name: "Project Files" });
  // The tree opens a big project's top folders only: the filter finds the rest.
  const filter = filesDialog.getByRole("searchbox", { name: "Filter files" });
  for (const path of ["frontend/src/App.vue", "backend/app/main.py", "backend/requirements.txt"]) {
    await filter.fill(path);
    await expect(filesDialog.locator(`[data-testid="file-item"][data-path="${path}"]`)).toHaveCount(1);
  }
  await filter.fill("");
  await filesDialog.locator('[data-testid="file-item"][data-path="docs/QA-REPORT.md"]').click();
  const report = filesDialog.getByTestId("file-viewer").getByRole("textbox", { name: "Content of docs/QA-REPORT.md" });
  await expect(report).toContainText("Result: **passed**");
  // Python has no parser in the engine: its syntax is listed as not checked, never as passed.
  await expect(report).toContainText("## Not checked");
  await expect(report).toContainText("Python");
});
