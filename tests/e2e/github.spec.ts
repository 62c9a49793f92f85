import { test as base, expect } from "@playwright/test";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { z } from "zod";
import { projectResponseSchema } from "../../workers/contract/projects";
import { FakeGitHub, loginFor } from "../setup/fake-github";
import { PASSWORD, signIn, uniqueEmail } from "./fixtures";
import { startOwnServer } from "./own-server";

// The product with GitHub's API pointed at a local stand-in (tests/setup/fake-github.ts) served over HTTP:
// a user connects GitHub on their profile and pushes a built project from its screen.

/** The fake GitHub as a real HTTP server on a free port. */
async function localGitHub(): Promise<{ server: Server; url: string }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const github = new FakeGitHub(url);
  server.on("request", (incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
      const headers = Object.fromEntries(Object.entries(incoming.headers).map(([name, value]) => [name, String(value)]));
      const request = new Request(`http://127.0.0.1${incoming.url ?? "/"}`, { method: incoming.method, headers, body });
      void github.handle(request).then(async (response) => {
        outgoing.writeHead(response.status, Object.fromEntries(response.headers));
        outgoing.end(await response.text());
      });
    });
  });
  return { server, url };
}

const test = base.extend<{ app: { baseUrl: string; githubUrl: string } }>({
  app: async ({ playwright: _playwright }, use) => {
    const github = await localGitHub();
    try {
      const server = await startOwnServer("github", { GITHUB_API_URL: github.url });
      try {
        await use({ baseUrl: server.baseUrl, githubUrl: github.url });
      } finally {
        server.stop();
      }
    } finally {
      github.server.close();
    }
  },
});

test("a user connects GitHub, pushes a built project and sees its repository", async ({ page, app }) => {
  test.setTimeout(150_000);
  const { baseUrl, githubUrl } = app;
  const email = uniqueEmail("github");
  const registered = await page.request.post(`${baseUrl}/api/auth/register`, { data: { name: "Git User", email, password: PASSWORD } });
  expect(registered.status()).toBe(201);
  const { token } = z.object({ token: z.string() }).parse(await registered.json());
  const headers = { Authorization: `Bearer ${token}` };
  const created = await page.request.post(`${baseUrl}/api/projects`, {
    headers,
    data: { name: "Corner Bakery", description: "Orders for a bakery", tech_stack: ["react", "nodejs", "postgresql"], wizard_data: { projectType: "ecommerce" } },
  });
  const projectId = projectResponseSchema.parse(await created.json()).project.id;
  expect((await page.request.post(`${baseUrl}/api/projects/${projectId}/start`, { headers })).status()).toBe(200);
  await signIn(page, { email, password: PASSWORD }, baseUrl);

  // Without a connection the project says where to make one.
  await page.goto(`${baseUrl}/projects/${projectId}`);
  const publish = page.getByTestId("deployments-card");
  await expect(page.getByTestId("engine-progress")).toHaveText("100.0%", { timeout: 90_000 });
  await publish.getByRole("link", { name: "connect GitHub on the Integrations tab" }).click();
  await expect(page).toHaveURL(/\/profile\?tab=integrations$/);
  await expect(page.getByRole("tab", { name: "Integrations" })).toHaveAttribute("aria-selected", "true");

  // A bad token is refused with GitHub's reason; a good one connects, shown by account name only.
  const card = page.getByTestId("github-integration");
  await card.getByLabel("Personal access token", { exact: true }).fill("bad-token");
  await card.getByRole("button", { name: "Connect GitHub" }).click();
  await expect(card.getByText(/GitHub refused the token/)).toBeVisible();
  await card.getByLabel("Personal access token", { exact: true }).fill("e2e-token");
  await card.getByRole("button", { name: "Connect GitHub" }).click();
  await expect(card.getByText(`GitHub connected as ${loginFor("e2e-token")}`)).toBeVisible();
  await expect(page.getByTestId("github-status")).toContainText(`Connected as ${loginFor("e2e-token")}`);
  await expect(page.getByText("e2e-token")).toHaveCount(0);

  // The push: one commit of every file, the attempt listed, the repository linked on the project.
  await page.goto(`${baseUrl}/projects/${projectId}`);
  await publish.getByRole("button", { name: "Push to GitHub" }).click();
  const repoUrl = `${githubUrl}/${loginFor("e2e-token")}/corner-bakery`;
  await expect(publish.getByText(new RegExp(`^Pushed \\d+ files to a new private repository, ${loginFor("e2e-token")}/corner-bakery in one commit$`))).toBeVisible();
  await expect(publish.getByRole("list", { name: "Publishing attempts" }).getByRole("link", { name: repoUrl })).toBeVisible();
  await expect(page.getByRole("link", { name: /View on GitHub/ })).toHaveAttribute("href", repoUrl);
  const pushed = z.object({ files: z.array(z.object({ path: z.string() })) }).parse(await (await page.request.get(`${githubUrl}/_fake/repos/${loginFor("e2e-token")}/corner-bakery`)).json());
  expect(pushed.files.map((file) => file.path)).toContain("README.md");
  await page.screenshot({ path: test.info().outputPath("github-pushed.png"), fullPage: true });
});
