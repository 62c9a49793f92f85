import { test as base, expect } from "@playwright/test";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { z } from "zod";
import { projectResponseSchema } from "../../workers/contract/projects";
import { PASSWORD, signIn, uniqueEmail } from "./fixtures";
import { withOwnServer } from "./own-server";

// The product as deployed with an OpenAI-compatible endpoint: a second server of the same build, its
// environment pointing at a local HTTP server that answers as such an endpoint does. No product code differs.

const MODELS = [
  { id: "local-budget", tier: "budget", inputPerMTok: 0.5, outputPerMTok: 1.5 },
  { id: "local-balanced", tier: "balanced", inputPerMTok: 2, outputPerMTok: 6 },
];
const ANSWER = "From the local model: I did my part of your bakery app and listed the requirements it serves.";
/** Tokens the endpoint reports for every call: 1000 in and 200 out. */
const BUDGET_CALL_USD = (1000 * 0.5 + 200 * 1.5) / 1e6;
const BALANCED_CALL_USD = (1000 * 2 + 200 * 6) / 1e6;

/** The architect's answer when asked for JSON: the records of the bakery, in its words. */
const DESIGN = {
  summary: "Your bakery keeps cakes and the pickup slots customers choose.",
  entities: [
    { name: "Pickup slot", fields: [{ name: "label", label: "Label", kind: "string", required: true }, { name: "startsAt", label: "Starts at", kind: "date", required: true }] },
    {
      name: "Cake",
      fields: [
        { name: "title", label: "Title", kind: "string", required: true },
        { name: "pickupSlotId", label: "Pickup slot", kind: "reference", required: false, target: "Pickup slot" },
      ],
    },
  ],
};

const chatRequest = z.object({
  model: z.string(),
  max_tokens: z.number().optional(),
  messages: z.array(z.unknown()),
  response_format: z.object({ type: z.string() }).optional(),
});
type ChatRequest = z.infer<typeof chatRequest> & { authorization: string | undefined };

async function readBody(request: IncomingMessage): Promise<string> {
  let text = "";
  for await (const chunk of request) text += String(chunk);
  return text;
}

/** A chat-completions endpoint with usage, remembering what it was asked. */
async function fakeEndpoint(): Promise<{ server: Server; url: string; requests: ChatRequest[] }> {
  const requests: ChatRequest[] = [];
  const server = createServer((request, response) => {
    void readBody(request).then((text) => {
      if (request.method !== "POST" || request.url !== "/v1/chat/completions") {
        response.writeHead(404).end();
        return;
      }
      const body = chatRequest.parse(JSON.parse(text));
      requests.push({ ...body, authorization: request.headers.authorization });
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(
        JSON.stringify({
          id: `chatcmpl-${requests.length}`,
          object: "chat.completion",
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [
            {
              index: 0,
              message: { role: "assistant", content: body.response_format?.type === "json_object" ? JSON.stringify(DESIGN) : ANSWER },
              finish_reason: "stop",
            },
          ],
          usage: { prompt_tokens: 1000, completion_tokens: 200, total_tokens: 1200 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/v1`, requests };
}

const test = base.extend<{ modelApp: { baseUrl: string; requests: ChatRequest[] } }>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern; this one needs none of them.
  modelApp: async ({ playwright: _playwright }, use) => {
    const endpoint = await fakeEndpoint();
    try {
      const vars = { OPENAI_BASE_URL: endpoint.url, OPENAI_API_KEY: "test-key", AI_MODELS: JSON.stringify(MODELS) };
      await withOwnServer("model", vars, (baseUrl) => use({ baseUrl, requests: endpoint.requests }));
    } finally {
      endpoint.server.close();
    }
  },
});

test("with an OpenAI-compatible endpoint configured, the agents use it and every token is accounted", async ({ page, modelApp }) => {
  test.setTimeout(150_000);
  const { baseUrl, requests } = modelApp;
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
  await expect(card.getByTestId("pricing-basis")).toHaveText(/Priced with the configured models \(local-budget, local-balanced\)/);
  await page.getByRole("button", { name: "Start Development" }).click();
  await expect(page.getByText("100.0%")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(ANSWER).first()).toBeVisible();

  // The architect decided the records with the model, and the screen says which.
  await expect(page.getByText("Records decided by local-balanced: Pickup slot (label, startsAt); Cake (title, pickupSlotId → PickupSlot).")).toBeVisible();

  // Every task called the endpoint once: the architect (for the records, in JSON) on the balanced model, the others on the budget one.
  const tasks = z.object({ tasks: z.array(z.object({ agent_type: z.string() })) }).parse(
    await (await page.request.get(`${baseUrl}/api/agents/${project.id}/tasks`, { headers })).json(),
  ).tasks;
  expect(requests).toHaveLength(tasks.length);
  expect(requests.every((request) => request.authorization === "Bearer test-key")).toBe(true);
  const architect = tasks.filter((task) => task.agent_type === "architect").length;
  const balanced = requests.filter((request) => request.model === "local-balanced");
  expect(balanced).toHaveLength(architect);
  expect(balanced.every((request) => request.response_format?.type === "json_object" && request.max_tokens === 6000)).toBe(true);
  expect(requests.filter((request) => request.model === "local-budget").every((request) => request.max_tokens === 600)).toBe(true);
  const files = z.object({ files: z.array(z.object({ path: z.string(), content: z.string() })) }).parse(
    await (await page.request.get(`${baseUrl}/api/project-files/${project.id}/download`, { headers })).json(),
  ).files;
  expect(files.some((file) => file.content.includes("pickup_slots"))).toBe(true);
  const spent = architect * BALANCED_CALL_USD + (tasks.length - architect) * BUDGET_CALL_USD;
  await expect(card.getByTestId("project-spent")).toHaveText(`$${spent.toFixed(4)}`);
  await expect(card.getByTestId("project-tasks-processed")).toHaveText(String(tasks.length));

  await page.goto(`${baseUrl}/dashboard`);
  const summary = page.getByTestId("cost-summary");
  await expect(summary.getByTestId("cost-total")).toContainText(`$${spent.toFixed(4)}`);
  await expect(summary.getByTestId("cost-tokens")).toContainText((tasks.length * 1200).toLocaleString("en-US"));
  await expect(summary.getByTestId("cost-per-model")).toContainText("local-budget");
  await expect(summary.getByTestId("cost-per-model")).toContainText(`$${(architect * BALANCED_CALL_USD).toFixed(4)}`);
});
