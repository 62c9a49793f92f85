import { test as base, expect } from "@playwright/test";
import { z } from "zod";
import { projectCostResponseSchema } from "../../workers/contract/cost";
import { projectResponseSchema } from "../../workers/contract/projects";
import { FAKE_MODEL_REPORT } from "../setup/fake-model";
import { seriousViolations } from "./axe";
import { serveFakeModel } from "./fake-model-endpoint";
import { PASSWORD, signIn, uniqueEmail } from "./fixtures";
import { withOwnServer } from "./own-server";

// The product as deployed with an OpenAI-compatible endpoint: a second server of the same build, its
// environment pointing at the stand-in endpoint (tests/setup/fake-model.ts) served on a local port. The
// architect's model is rate limited once and asks to wait 3 s; the reports' model reports no usage.

const ARCHITECT = "rate-limited~3#e2e";
const REPORTER = "no-usage#e2e";
const MODELS = [
  { id: REPORTER, tier: "budget", inputPerMTok: 0.5, outputPerMTok: 1.5 },
  { id: ARCHITECT, tier: "balanced", inputPerMTok: 2, outputPerMTok: 6 },
];

/** An amount as the cost views show it: dollars and cents, or two significant digits under a cent. */
const MONEY = /^\$(\d[\d,]*\.\d{2}|0\.0*[1-9]\d?)$/;
const MONEY_IN_TEXT = /\$(\d[\d,]*\.\d{2}|0\.0*[1-9]\d?)/;

const seenSchema = z.array(z.object({ at: z.number(), body: z.object({ model: z.string(), max_tokens: z.number().optional(), response_format: z.object({ type: z.string() }).optional() }) }));

const test = base.extend<{ modelApp: { baseUrl: string; seen(model: string): Promise<z.infer<typeof seenSchema>> } }>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern; this one needs none of them.
  modelApp: async ({ playwright: _playwright }, use) => {
    const endpoint = await serveFakeModel(MODELS.map((model) => model.id));
    const seen = async (model: string) => seenSchema.parse(await (await fetch(`${new URL(endpoint.url).origin}/_fake/seen?model=${encodeURIComponent(model)}`)).json());
    try {
      const vars = { OPENAI_BASE_URL: endpoint.url, OPENAI_API_KEY: "test-key", AI_MODELS: JSON.stringify(MODELS) };
      await withOwnServer("model", vars, (baseUrl) => use({ baseUrl, seen }));
    } finally {
      endpoint.close();
    }
  },
});

test("with an OpenAI-compatible endpoint configured, the agents wait out its rate limit and every call is accounted", async ({ page, modelApp }) => {
  test.setTimeout(150_000);
  const { baseUrl, seen } = modelApp;
  const email = uniqueEmail("model");
  const register = await page.request.post(`${baseUrl}/api/auth/register`, {
    data: { name: "Model User", email, password: PASSWORD },
  });
  expect(register.status()).toBe(201);
  const session = z.object({ token: z.string() }).parse(await register.json());
  const headers = { Authorization: `Bearer ${session.token}` };
  const created = await page.request.post(`${baseUrl}/api/projects`, {
    headers,
    data: {
      name: "Model Bakery",
      tech_stack: ["react", "nodejs", "postgresql"],
      wizard_data: { projectType: "ecommerce", features: ["auth"], deployment: "render", design: "modern" },
    },
  });
  const { project } = projectResponseSchema.parse(await created.json());

  // Through the login screen, as a user would: seeding the browser's storage races the page's own session check.
  await signIn(page, { email, password: PASSWORD }, baseUrl);
  await page.goto(`${baseUrl}/projects/${project.id}`);
  const card = page.getByTestId("project-cost");
  await expect(card.getByTestId("pricing-basis")).toHaveText(new RegExp(`Priced with the configured models \\(${REPORTER}, ${ARCHITECT}\\)`));
  // Every configured model is one the endpoint lists: nothing to warn about.
  await expect(page.getByTestId("model-settings-notice")).toHaveCount(0);
  await page.getByRole("button", { name: "Start Development" }).click();

  // The endpoint refused the architect's first call with 429 and Retry-After: 3; the screen says it waits, and until when.
  const architectAgent = page.getByTestId("agent-architect");
  await expect(architectAgent).toHaveAttribute("data-status", "waiting", { timeout: 30_000 });
  await expect(architectAgent).toContainText(/waiting for the model until \d\d:\d\d:\d\d UTC/);

  await expect(page.getByText("100.0%")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(FAKE_MODEL_REPORT).first()).toBeVisible();
  await expect(page.getByText(`Records decided by ${ARCHITECT}:`)).toBeVisible();

  // The architect asked again no sooner than the endpoint said, with the schema as the response format.
  const design = await seen(ARCHITECT);
  expect(design.length).toBeGreaterThanOrEqual(2);
  expect((design[1]?.at ?? 0) - (design[0]?.at ?? 0)).toBeGreaterThanOrEqual(2900);
  expect(design.every((call) => call.body.response_format?.type === "json_schema" && call.body.max_tokens === 6000)).toBe(true);
  const reports = await seen(REPORTER);
  expect(reports.length).toBeGreaterThan(0);
  expect(reports.every((call) => call.body.max_tokens === 600 && call.body.response_format === undefined)).toBe(true);

  // The reports' endpoint reported no usage: AppForge counted their tokens, and says the figures are estimated.
  // Money shows at the precision it needs: cents, or two significant digits under a cent.
  await expect(card.getByTestId("project-spent")).toHaveText(MONEY);
  await expect(card.getByTestId("project-spent")).not.toHaveText(/^(\$0\.00|Free)$/);
  await expect(card.getByTestId("estimated").first()).toBeVisible();

  // Analytics: the spend per task as a chart, a bar per task that ran, the estimated ones striped; its figures as a table.
  const spending = projectCostResponseSchema.parse(await (await page.request.get(`${baseUrl}/api/ai/cost/project/${project.id}`, { headers })).json()).stats;
  expect(spending.byTask.length).toBeGreaterThan(1);
  await page.getByRole("button", { name: "View Analytics" }).click();
  const analytics = page.getByRole("dialog", { name: "Project Analytics" });
  const chart = analytics.getByTestId("task-spend-chart");
  await expect(analytics.getByRole("figure", { name: "Spend per task, in the order they ran" })).toBeVisible();
  await expect(chart.locator("rect[data-amount]")).toHaveCount(spending.byTask.length);
  await expect(chart.getByText("Striped: includes estimated calls")).toBeVisible();
  const table = chart.getByTestId("task-spend-chart-table");
  // The table is there for screen readers all along, and on the screen on request.
  await expect(table.getByRole("row")).toHaveCount(spending.byTask.length + 1);
  const tableWidth = () => table.evaluate((element) => element.parentElement?.getBoundingClientRect().width ?? 0);
  expect(await tableWidth()).toBeLessThanOrEqual(1);
  await chart.getByRole("button", { name: "Show the figures" }).click();
  await expect(chart.getByRole("button", { name: "Hide the figures" })).toHaveAttribute("aria-expanded", "true");
  expect(await tableWidth()).toBeGreaterThan(100);
  await expect(table.getByTestId("estimated").first()).toBeVisible();
  const problems = await seriousViolations(page, "analytics with spend", '[role="dialog"]');
  await page.keyboard.press("Escape");

  await page.goto(`${baseUrl}/dashboard`);
  const summary = page.getByTestId("cost-summary");
  await expect(summary.getByTestId("cost-total")).toContainText(MONEY_IN_TEXT);
  await expect(summary.getByTestId("cost-per-model")).toContainText(REPORTER);
  await expect(summary.getByTestId("estimated").first()).toBeVisible();
  // The spend per day: thirty days, today's bar the one with the spend.
  const days = summary.getByTestId("day-spend-chart");
  const bars = days.locator("rect[data-amount]");
  await expect(bars).toHaveCount(30);
  expect(Number(await bars.last().getAttribute("data-amount"))).toBeGreaterThan(0);
  await expect(days.getByTestId("day-spend-chart-summary")).toContainText(/^\$[\d.,]+ in total; most: /);
  await days.getByRole("button", { name: "Show the figures" }).click();
  await expect(days.getByTestId("day-spend-chart-table").getByRole("row")).toHaveCount(31);
  problems.push(...(await seriousViolations(page, "dashboard's cost card with spend", '[data-testid="cost-summary"]')));
  expect(problems).toEqual([]);
});

