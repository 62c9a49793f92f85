import { test as base, expect, type Page } from "@playwright/test";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { z } from "zod";
import { FakeGitHub, loginFor } from "../setup/fake-github";
import { FakeGitHubOAuth } from "../setup/fake-github-oauth";
import { seriousViolations } from "./axe";
import { createUser, PASSWORD, signIn, uniqueEmail } from "./fixtures";
import { withOwnServer } from "./own-server";

// "Connect with GitHub" in the browser: the product on a server of its own with an OAuth app configured and
// GitHub (its OAuth pages and token endpoint, and its REST API) played by local fakes on one HTTP server, as
// GitHub Enterprise Server lays them out (web at /, API at /api/v3). The shared server has no OAuth app: there
// the GitHub card says so and offers the token path only.

const OAUTH_APP = { clientId: "e2e-oauth-client-id", clientSecret: "e2e-oauth-client-secret" };

async function localGitHub(oauth: FakeGitHubOAuth): Promise<{ server: Server; url: string }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const api = new FakeGitHub(url);
  server.on("request", (incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
      const headers = Object.fromEntries(Object.entries(incoming.headers).map(([name, value]) => [name, String(value)]));
      const request = new Request(`${url}${incoming.url ?? "/"}`, { method: incoming.method, headers, body });
      void (FakeGitHubOAuth.owns(request) ? oauth.handle(request) : api.handle(request)).then(async (response) => {
        outgoing.writeHead(response.status, Object.fromEntries(response.headers));
        outgoing.end(await response.text());
      });
    });
  });
  return { server, url };
}

const test = base.extend<{ app: { baseUrl: string; githubUrl: string; oauth: FakeGitHubOAuth } }>({
  app: async ({ playwright: _playwright }, use) => {
    const oauth = new FakeGitHubOAuth(OAUTH_APP);
    const github = await localGitHub(oauth);
    try {
      const vars = {
        GITHUB_API_URL: `${github.url}/api/v3`,
        GITHUB_OAUTH_URL: github.url,
        GITHUB_OAUTH_CLIENT_ID: OAUTH_APP.clientId,
        GITHUB_OAUTH_CLIENT_SECRET: OAUTH_APP.clientSecret,
      };
      await withOwnServer("github-oauth", vars, async (baseUrl) => {
        // The OAuth app's registered callback URL, now that the product's address is known.
        oauth.app.callbackUrl = `${baseUrl}/api/integrations/github/oauth/callback`;
        await use({ baseUrl, githubUrl: github.url, oauth });
      });
    } finally {
      github.server.close();
    }
  },
});

async function screenshots(page: Page, name: string): Promise<void> {
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
    expect(await seriousViolations(page, `${name} at ${width} px`)).toEqual([]);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test("a user connects GitHub with GitHub's own sign-in, after cancelling once; every card shows its logo and what it allows", async ({ page, app }) => {
  test.setTimeout(120_000);
  const { baseUrl, githubUrl, oauth } = app;
  const email = uniqueEmail("oauth");
  expect((await page.request.post(`${baseUrl}/api/auth/register`, { data: { name: "Octo User", email, password: PASSWORD } })).status()).toBe(201);
  await signIn(page, { email, password: PASSWORD }, baseUrl);
  await page.goto(`${baseUrl}/profile?tab=integrations`);

  // Six compact cards: a logo, one sentence of what connecting allows, the state; no token field until asked.
  const github = page.getByTestId("github-integration");
  await expect(page.getByTestId("github-status")).toHaveText("Not connected");
  for (const provider of ["github", "vercel", "render", "digitalocean", "cloudflare", "cursor"]) {
    await expect(page.getByTestId(`${provider}-integration`).getByTestId(`logo-${provider}`)).toBeVisible();
  }
  await expect(github.getByText("Create a private repository for each project and push its code; Render and DigitalOcean deploy from it.")).toBeVisible();
  await expect(page.getByLabel("Personal access token", { exact: true })).toHaveCount(0);
  await expect(page.getByLabel("API key", { exact: true })).toHaveCount(0);
  await expect(github.getByText("not set up on this server")).toHaveCount(0);

  // The token path is still there, behind "Use a token instead".
  const useToken = github.getByRole("button", { name: "Use a token instead" });
  await expect(useToken).toHaveAttribute("aria-expanded", "false");
  await useToken.click();
  await expect(useToken).toHaveAttribute("aria-expanded", "true");
  await expect(github.getByLabel("Personal access token", { exact: true })).toBeFocused();
  await github.getByRole("button", { name: "Cancel" }).click();
  await expect(github.getByLabel("Personal access token", { exact: true })).toHaveCount(0);
  await screenshots(page, "integrations-oauth");

  // GitHub's page, then Cancel: back on the tab, told plainly, nothing connected.
  await github.getByRole("button", { name: "Connect with GitHub" }).click();
  await expect(page).toHaveURL(new RegExp(`^${githubUrl}/login/oauth/authorize\\?`));
  const asked = new URL(page.url()).searchParams;
  expect(asked.get("client_id")).toBe(OAUTH_APP.clientId);
  expect(asked.get("scope")).toBe("repo workflow");
  await expect(page.getByRole("listitem")).toHaveText(["repo", "workflow"]);
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(`${baseUrl}/profile?tab=integrations`);
  await expect(github.getByRole("alert")).toHaveText("GitHub is not connected: access was not granted on GitHub. Connect again when you want to, or use a token instead.");
  await expect(page.getByTestId("github-status")).toHaveText("Not connected");

  // Again, and Authorize: the account is connected and named, the token shown nowhere.
  await github.getByRole("button", { name: "Connect with GitHub" }).click();
  await page.getByRole("button", { name: "Authorize" }).click();
  await expect(page).toHaveURL(`${baseUrl}/profile?tab=integrations`);
  const token = oauth.tokens.at(-1) ?? "";
  expect(token).toMatch(/^gho_/);
  await expect(github.getByRole("status").filter({ hasText: "GitHub connected" })).toHaveText(`GitHub connected as ${loginFor(token)}`);
  await expect(page.getByTestId("github-status")).toContainText(`Connected as ${loginFor(token)}`);
  await expect(page.getByRole("tab", { name: "Integrations" })).toHaveAttribute("aria-selected", "true");
  expect(await page.content()).not.toContain(token);
  await expect(github.getByRole("button", { name: "Reconnect with GitHub" })).toBeVisible();
  await expect(github.getByRole("button", { name: "Replace token" })).toBeVisible();
  // The server holds it like a pasted token: listed by account name only.
  const session = await page.evaluate(() => localStorage.getItem("authToken"));
  const listed = await page.request.get(`${baseUrl}/api/integrations`, { headers: { Authorization: `Bearer ${session ?? ""}` } });
  const body = z.object({ integrations: z.array(z.object({ provider: z.string(), accountName: z.string() })), githubOAuth: z.boolean() }).parse(await listed.json());
  expect(body).toMatchObject({ githubOAuth: true, integrations: [{ provider: "github", accountName: loginFor(token) }] });

  // A token form open on a phone, to see it fits.
  await page.getByTestId("render-integration").getByRole("button", { name: "Connect with an API key" }).click();
  await screenshots(page, "integrations-connected");
});

test("without an OAuth app, the GitHub card says so and connects with a token only", async ({ page }) => {
  const user = await createUser(page, "Token User");
  await signIn(page, user);
  await page.goto("/profile?tab=integrations");
  const github = page.getByTestId("github-integration");
  await expect(github.getByText("Connect with GitHub is not set up on this server: connect with a personal access token.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Connect with GitHub" })).toHaveCount(0);
  await github.getByRole("button", { name: "Connect with a token" }).click();
  await expect(github.getByLabel("Personal access token", { exact: true })).toBeVisible();
  await screenshots(page, "integrations-token-only");
});
