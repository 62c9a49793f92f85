import type { Page } from "@playwright/test";
import { projectResponseSchema } from "../../workers/contract/projects";
import { expect, test } from "./fixtures";

async function authHeaders(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => localStorage.getItem("authToken"));
  expect(token, "the signed-in session stores its token").toBeTruthy();
  return { Authorization: `Bearer ${token}` };
}

test("with no model configured, the cost cards say it costs nothing and what a model would cost", async ({ page, user }) => {
  expect(user.token).not.toBe("");
  await page.goto("/dashboard");
  // Until money is spent the dashboard's card says so in words, not in zeros.
  const summary = page.getByTestId("cost-summary");
  await expect(summary.getByTestId("cost-in-words")).toContainText("Built-in engine: free. No model configured.");
  await expect(summary.getByTestId("cost-total")).toHaveCount(0);
  await expect(summary).not.toContainText("$0.0000");
  // The built-in engine's settings have nothing to be checked.
  await expect(page.getByTestId("model-settings-notice")).toHaveCount(0);

  // Every feature makes a long plan, so the project is still in progress when Process Next Task is pressed.
  const created = await page.request.post("/api/projects", {
    headers: await authHeaders(page),
    data: {
      name: "Costed Project",
      tech_stack: ["react", "nodejs", "postgresql"],
      wizard_data: {
        projectType: "crm",
        features: ["auth", "dashboard", "payments", "notifications", "api", "analytics", "file-upload", "real-time"],
        deployment: "render",
        design: "modern",
      },
    },
  });
  expect(created.status()).toBe(201);
  const { project } = projectResponseSchema.parse(await created.json());

  await page.goto(`/projects/${project.id}`);
  const card = page.getByTestId("project-cost");
  // Money one way: cents, or four decimals under a cent (a plan's Workers AI price).
  await expect(card.getByTestId("project-spent")).toHaveText("$0.00");
  await expect(card.getByTestId("project-tasks-processed")).toHaveText("0");
  const price = /^est\. (\$\d[\d,]*\.\d{2}|\$0\.00\d{2}|<\$0\.0001)$/;
  await expect(card.getByTestId("strategy-estimate-auto")).toHaveText(price);
  await expect(card.getByTestId("strategy-estimate-budget")).toHaveText(price);
  await expect(card).not.toContainText("$0.0000");
  for (const label of ["Budget", "Balanced", "Premium", "AUTO"]) await expect(card.getByTestId("estimates")).toContainText(label);
  await expect(card.getByTestId("pricing-basis")).toContainText("No language model is configured");
  await expect(card.getByTestId("pricing-basis")).toContainText("@cf/meta/llama-3.2-3b-instruct");

  // A spending limit is kept with the project; a bad amount is refused with a reason.
  await card.getByLabel("Spending limit (USD)").fill("abc");
  await card.getByRole("button", { name: "Save" }).click();
  await expect(card.getByText("Enter an amount in dollars")).toBeVisible();
  await card.getByLabel("Spending limit (USD)").fill("5");
  await card.getByRole("button", { name: "Save" }).click();
  await expect(card.getByText("No model call may take spending past $5.00.")).toBeVisible();

  // The strategy chosen on the card is the one the process calls send.
  const bodies: unknown[] = [];
  await page.route("**/api/agents/*/process", async (route) => {
    bodies.push(route.request().postDataJSON());
    await route.continue();
  });
  await card.getByRole("group", { name: "AI strategy" }).getByText("Budget", { exact: true }).click();
  await expect(card.getByRole("radio", { name: /Budget/ })).toBeChecked();
  await page.reload();
  await expect(card.getByRole("radio", { name: /Budget/ })).toBeChecked();
  await expect(card.getByLabel("Spending limit (USD)")).toHaveValue("5");
  await page.getByRole("button", { name: "Start Development" }).click();
  await page.getByRole("button", { name: "Advanced: process tasks by hand" }).click();
  await page.getByRole("button", { name: "Process Next Task" }).click();
  await expect.poll(() => bodies).toContainEqual({ preferCursor: false, strategy: "budget", useCostOptimization: true });

  // Task runs of the built-in engine are counted, live, at no cost: as built-in runs, never as model calls.
  await expect(card.getByTestId("project-tasks-processed")).not.toHaveText("0", { timeout: 15_000 });
  // Only the built-in engine has worked: its spend reads as every amount does, and the card says why it is nothing.
  await expect(card.getByTestId("project-spent")).toHaveText("$0.00");
  await expect(card).toContainText("The built-in engine's runs cost nothing");
  await expect(card.getByTestId("project-model-calls")).toHaveText(/^[1-9]\d* built-in runs?, 0 model calls$/);
  // Nothing was estimated: no figure says so.
  await expect(page.getByTestId("estimated")).toHaveCount(0);
  await page.getByRole("button", { name: "View Analytics" }).click();
  const analysis = page.getByRole("dialog").getByTestId("cost-analysis");
  // Nothing was spent: the analysis says so in words, not in rows of zeros.
  await expect(analysis.getByTestId("cost-analysis-total")).toContainText(/^\$0\.00 over [1-9]\d* task runs?/);
  await expect(analysis.getByTestId("cost-analysis-free")).toContainText("ran on the built-in engine, which costs nothing");
  await expect(analysis.getByTestId("task-spend-chart")).toHaveCount(0);
  // The footer's Close (the × at the top is named Close too).
  await page.getByRole("dialog").getByRole("button", { name: "Close" }).last().click();
  await page.goto("/dashboard");
  // The built-in engine's runs are counted, and still cost nothing: the card stays in words.
  await expect(summary.getByTestId("cost-in-words")).toContainText("Built-in engine: free. No model configured.");
  await expect(summary.getByTestId("cost-in-words")).toContainText(/So far: [1-9]\d* built-in runs?, 0 model calls\./);
  await expect(summary.getByTestId("cost-total")).toHaveCount(0);
});
