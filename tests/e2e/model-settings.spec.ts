import { test as base, expect } from "@playwright/test";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { z } from "zod";
import { projectResponseSchema } from "../../workers/contract/projects";
import { PASSWORD, signIn, uniqueEmail } from "./fixtures";
import { withOwnServer } from "./own-server";

// The model settings, checked where people look: a second server of the same build whose AI_MODELS names a
// model its OpenAI-compatible endpoint does not list. The endpoint is a local HTTP server answering
// GET /v1/models as OpenAI's list-models endpoint does.

const MODELS = [
  { id: "local-budget", tier: "budget", inputPerMTok: 0.5, outputPerMTok: 1.5 },
  { id: "local-balanced", tier: "balanced", inputPerMTok: 2, outputPerMTok: 6 },
];
const PROBLEM = 'The model endpoint does not list "local-balanced", named in AI_MODELS: calls to it will fail. Check the ids against the endpoint\'s GET /models.';

async function modelList(listed: readonly string[]): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    if (request.method !== "GET" || request.url !== "/v1/models") {
      // Anything else (a chat call) is refused, as slowly as a busy endpoint answers: the project then fails at
      // its first task, and without the wait it could fail before the screen showed what Start answered.
      setTimeout(() => {
        response.writeHead(404, { "Content-Type": "application/json" });
        response.end(JSON.stringify({ error: { message: `Invalid URL (${request.method} ${request.url})`, type: "invalid_request_error", param: null, code: null } }));
      }, 5_000);
      return;
    }
    response.writeHead(200, { "Content-Type": "application/json" });
    response.end(JSON.stringify({ object: "list", data: listed.map((id) => ({ id, object: "model", created: 1_715_367_049, owned_by: "system" })) }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/v1` };
}

const test = base.extend<{ lackingModelApp: string }>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern; this one needs none of them.
  lackingModelApp: async ({ playwright: _playwright }, use) => {
    const endpoint = await modelList(["local-budget"]);
    try {
      await withOwnServer("model-settings", { OPENAI_BASE_URL: endpoint.url, OPENAI_API_KEY: "test-key", AI_MODELS: JSON.stringify(MODELS) }, use);
    } finally {
      endpoint.server.close();
    }
  },
});

test("a configured model the endpoint does not list is named on the dashboard, on the cost card and at start", async ({ page, lackingModelApp: baseUrl }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("model-settings");
  const register = await page.request.post(`${baseUrl}/api/auth/register`, { data: { name: "Model User", email, password: PASSWORD } });
  expect(register.status()).toBe(201);
  const headers = { Authorization: `Bearer ${z.object({ token: z.string() }).parse(await register.json()).token}` };
  const created = await page.request.post(`${baseUrl}/api/projects`, {
    headers,
    data: { name: "Model Bakery", tech_stack: ["react", "nodejs", "postgresql"], wizard_data: { projectType: "ecommerce", features: ["auth"], deployment: "render", design: "modern" } },
  });
  const { project } = projectResponseSchema.parse(await created.json());

  await signIn(page, { email, password: PASSWORD }, baseUrl);
  await expect(page.getByTestId("model-settings-notice")).toContainText(PROBLEM);
  // With a model configured, a new account's month is held to the operator's default limit.
  await expect(page.getByTestId("cost-monthly-limit")).toContainText("$0.00 of your account's $25.00 monthly limit");

  await page.goto(`${baseUrl}/projects/${project.id}`);
  const card = page.getByTestId("project-cost");
  await expect(card.getByTestId("model-settings-notice")).toContainText(PROBLEM);
  // A new project starts with the operator's default spending limit.
  await expect(card.getByLabel("Spending limit (USD)")).toHaveValue("5");
  await page.getByRole("button", { name: "Start Development" }).click();
  await expect(page.getByText(`the agents are at work. Check the model settings: ${PROBLEM}`)).toBeVisible();
});
