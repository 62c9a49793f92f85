import { test as base, expect } from "@playwright/test";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { z } from "zod";
import { projectResponseSchema } from "../../workers/contract/projects";
import { FakeGitHub, loginFor } from "../setup/fake-github";
import { FakeCloudflare } from "../setup/fake-cloudflare";
import { FakeCursor, FakeDigitalOcean, FakeRender, FakeVercel } from "../setup/fake-platforms";
import { PASSWORD, signIn, uniqueEmail } from "./fixtures";
import { withOwnServer } from "./own-server";

// The product with GitHub's, the platforms' and Cursor's APIs pointed at local stand-ins
// (tests/setup/fake-github.ts, tests/setup/fake-platforms.ts) served over HTTP: a user connects GitHub and
// Render on their profile, then pushes and deploys a built project from its screen.

const PROVIDERS = ["github", "vercel", "render", "digitalocean", "cloudflare", "cursor"] as const;

/** Every fake on one real HTTP server on a free port, each under its own first path segment. */
async function localProviders(): Promise<{ server: Server; url: string }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const fakes: Record<string, { handle(request: Request): Promise<Response> }> = {
    github: new FakeGitHub(`${url}/github`),
    vercel: new FakeVercel(),
    render: new FakeRender(),
    digitalocean: new FakeDigitalOcean(),
    cloudflare: new FakeCloudflare(),
    cursor: new FakeCursor(),
  };
  server.on("request", (incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const [, provider = "", ...rest] = (incoming.url ?? "/").split("/");
      const fake = fakes[provider];
      if (!fake) {
        outgoing.writeHead(404).end();
        return;
      }
      const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
      const headers = Object.fromEntries(Object.entries(incoming.headers).map(([name, value]) => [name, String(value)]));
      const request = new Request(`http://127.0.0.1/${rest.join("/")}`, { method: incoming.method, headers, body });
      void fake.handle(request).then(async (response) => {
        outgoing.writeHead(response.status, Object.fromEntries(response.headers));
        outgoing.end(await response.text());
      });
    });
  });
  return { server, url };
}

const test = base.extend<{ app: { baseUrl: string; providersUrl: string } }>({
  app: async ({ playwright: _playwright }, use) => {
    const providers = await localProviders();
    try {
      const urls = Object.fromEntries(PROVIDERS.map((provider) => [`${provider.toUpperCase()}_API_URL`, `${providers.url}/${provider}`]));
      await withOwnServer("publish", urls, (baseUrl) => use({ baseUrl, providersUrl: providers.url }));
    } finally {
      providers.server.close();
    }
  },
});

test("a user connects GitHub and Render, deploys a built project and sees its repository and live links", async ({ page, app }) => {
  test.setTimeout(150_000);
  const { baseUrl, providersUrl } = app;
  const email = uniqueEmail("publish");
  const registered = await page.request.post(`${baseUrl}/api/auth/register`, { data: { name: "Git User", email, password: PASSWORD } });
  expect(registered.status()).toBe(201);
  const { token } = z.object({ token: z.string() }).parse(await registered.json());
  const headers = { Authorization: `Bearer ${token}` };
  const created = await page.request.post(`${baseUrl}/api/projects`, {
    headers,
    data: { name: "Corner Bakery", description: "Orders for a bakery", tech_stack: ["react", "nodejs", "postgresql"], wizard_data: { projectType: "ecommerce", deployment: "render" } },
  });
  const projectId = projectResponseSchema.parse(await created.json()).project.id;
  expect((await page.request.post(`${baseUrl}/api/projects/${projectId}/start`, { headers })).status()).toBe(200);
  await signIn(page, { email, password: PASSWORD }, baseUrl);

  // Without connections the project says which it needs and where to make them.
  await page.goto(`${baseUrl}/projects/${projectId}`);
  const publish = page.getByTestId("deployments-card");
  await expect(page.getByTestId("engine-progress")).toHaveText("100.0%", { timeout: 90_000 });
  await expect(publish.getByTestId("publish-github")).toContainText("Push to GitHub: connect GitHub on the Integrations tab of your profile first.");
  await expect(publish.getByTestId("publish-render")).toContainText("Deploy to Render: connect GitHub and Render on the Integrations tab of your profile first.");
  await publish.getByTestId("publish-render").getByRole("link", { name: "Integrations tab" }).click();
  await expect(page).toHaveURL(/\/profile\?tab=integrations$/);
  await expect(page.getByRole("tab", { name: "Integrations" })).toHaveAttribute("aria-selected", "true");

  // A bad token is refused with the provider's reason; good ones connect, shown by account name only.
  const github = page.getByTestId("github-integration");
  await github.getByRole("button", { name: "Connect with a token" }).click();
  await github.getByLabel("Personal access token", { exact: true }).fill("bad-token");
  await github.getByRole("button", { name: "Connect GitHub" }).click();
  await expect(github.getByText(/GitHub refused the token/)).toBeVisible();
  await github.getByLabel("Personal access token", { exact: true }).fill("e2e-token");
  await github.getByRole("button", { name: "Connect GitHub" }).click();
  await expect(github.getByText(`GitHub connected as ${loginFor("e2e-token")}`)).toBeVisible();
  await expect(page.getByTestId("github-status")).toContainText(`Connected as ${loginFor("e2e-token")}`);
  const render = page.getByTestId("render-integration");
  await render.getByRole("button", { name: "Connect with an API key" }).click();
  await render.getByLabel("API key", { exact: true }).fill("e2e-render-key");
  await render.getByRole("button", { name: "Connect Render" }).click();
  await expect(page.getByTestId("render-status")).toContainText(`Connected as ${loginFor("e2e-render-key")}`);
  await expect(page.getByTestId("vercel-status")).toHaveText("Not connected");
  await expect(page.getByText("e2e-token")).toHaveCount(0);
  await expect(page.getByText("e2e-render-key")).toHaveCount(0);

  // The push: started at once (the project's room pushes), then one commit of every file, the attempt
  // listed with what it did, the repository linked on the project.
  await page.goto(`${baseUrl}/projects/${projectId}`);
  await publish.getByRole("button", { name: "Push to GitHub" }).click();
  await expect(publish.getByText(/^Pushing \d+ files to GitHub: the attempt below shows when they are there\.$/)).toBeVisible();
  const repoUrl = `${providersUrl}/github/${loginFor("e2e-token")}/corner-bakery`;
  await expect(publish.getByText(new RegExp(`^Pushed \\d+ files to a new private repository, ${loginFor("e2e-token")}/corner-bakery in one commit$`))).toBeVisible({ timeout: 30_000 });
  await expect(publish.getByRole("list", { name: "Publishing attempts" }).getByRole("link", { name: repoUrl })).toBeVisible();
  await expect(page.getByRole("link", { name: /View on GitHub/ })).toHaveAttribute("href", repoUrl);
  const pushed = z.object({ files: z.array(z.object({ path: z.string() })) }).parse(await (await page.request.get(`${providersUrl}/github/_fake/repos/${loginFor("e2e-token")}/corner-bakery`)).json());
  expect(pushed.files.map((file) => file.path)).toContain("render.yaml");

  // The deployment: started at once, shown running while the room pushes and Render builds from the
  // repository; the room follows it until it is live, and the project's live link becomes the deployed app.
  await publish.getByRole("button", { name: "Deploy to Render" }).click();
  await expect(publish.getByText("Pushing to GitHub, then deploying to Render: the attempt below follows it.")).toBeVisible();
  const attempts = publish.getByRole("list", { name: "Publishing attempts" });
  await expect(attempts.getByRole("listitem").first()).toContainText(/Deploying · Render/);
  await expect(publish.getByRole("button", { name: /Publishing to Render/ })).toBeDisabled();
  await expect(attempts.getByRole("listitem").first()).toContainText(/Live · Render/, { timeout: 30_000 });
  await expect(attempts.getByRole("link", { name: "https://corner-bakery.onrender.test" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Open live app/ })).toHaveAttribute("href", "https://corner-bakery.onrender.test/");
  await page.screenshot({ path: test.info().outputPath("published.png"), fullPage: true });

  // Cloudflare, whatever the project's platform: the preview's build deployed to the user's own account. The
  // Worker is uploaded; its workers.dev address is then followed until it answers (here it cannot: no network).
  await expect(publish.getByTestId("publish-cloudflare")).toContainText("Deploy to Cloudflare: connect Cloudflare on the Integrations tab of your profile first.");
  await page.goto(`${baseUrl}/profile?tab=integrations`);
  const cloudflare = page.getByTestId("cloudflare-integration");
  await cloudflare.getByRole("button", { name: "Connect with a token" }).click();
  await cloudflare.getByLabel("API token", { exact: true }).fill("bad-token");
  await cloudflare.getByRole("button", { name: "Connect Cloudflare" }).click();
  await expect(cloudflare.getByText(/Authentication error \[code: 10000\]/)).toBeVisible();
  await cloudflare.getByLabel("API token", { exact: true }).fill("e2e-cloudflare-token");
  await cloudflare.getByRole("button", { name: "Connect Cloudflare" }).click();
  await expect(page.getByTestId("cloudflare-status")).toContainText(`Connected as ${loginFor("e2e-cloudflare-token")}'s Account`);
  await page.goto(`${baseUrl}/projects/${projectId}`);
  await publish.getByRole("button", { name: "Deploy to Cloudflare" }).click();
  await expect(publish.getByText("Deploying the preview's build to your Cloudflare account: the attempt below follows it until its address answers.")).toBeVisible();
  const workerUrl = `https://corner-bakery.${loginFor("e2e-cloudflare-token")}.workers.dev`;
  await expect(attempts.getByRole("listitem").first()).toContainText(/Deploying · Cloudflare/);
  await expect(attempts.getByRole("link", { name: workerUrl })).toBeVisible({ timeout: 30_000 });
  await expect(attempts.getByRole("listitem").first()).toContainText("Worker corner-bakery created on your Cloudflare account with its D1 database corner-bakery-db");
  await expect(attempts.getByRole("listitem").first()).toContainText("generated from the same app model: the project's own Node.js backend is not what runs there");
  await page.screenshot({ path: test.info().outputPath("cloudflare.png"), fullPage: true });

  // The dashboard's row links the live app, and the preview on the project's screen, opened there.
  await page.goto(`${baseUrl}/dashboard`);
  const row = page.getByRole("article", { name: "Corner Bakery" });
  await expect(row.getByRole("link", { name: "Live app of Corner Bakery (opens in a new tab)" })).toHaveAttribute("href", "https://corner-bakery.onrender.test/");
  await row.getByRole("link", { name: "Preview of Corner Bakery", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}#preview$`));
  await expect(page.getByTestId("preview-card").getByRole("heading", { name: "Preview" })).toBeInViewport();
});
