import { env, SELF } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { STRONG_PASSWORD, uniqueEmail } from "../../tests/setup/api";
import { waitForSettled } from "../../tests/setup/engine";
import { projectBody } from "../../tests/setup/projects";

/**
 * Secrets stay secret: across a whole session (register, wrong and right sign-in, profile, password
 * change, a project run to the end, sign-out), no log line carries a password, a token or the signing
 * secret, and no answer carries a password, a hash, a salt or the secret; a token appears only in the
 * answers that issue one.
 */

const BASE = "http://example.com/api";

describe("secrets in logs and answers", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("never logs a password, a token or the secret, and answers them only where a token is issued", async () => {
    const logged: string[] = [];
    for (const level of ["log", "info", "warn", "error", "debug"] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        logged.push(args.map((arg) => (arg instanceof Error ? `${arg.message} ${arg.stack ?? ""}` : typeof arg === "string" ? arg : JSON.stringify(arg))).join(" "));
      });
    }
    const answers: { path: string; text: string }[] = [];
    let token = "";
    const send = async (method: string, path: string, body?: unknown) => {
      const response = await SELF.fetch(`${BASE}${path}`, {
        method,
        headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      answers.push({ path, text });
      return { status: response.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
    };

    const email = uniqueEmail("secret");
    const newPassword = "N3w!secretpass";
    const registered = await send("POST", "/auth/register", { name: "Keeper", email, password: STRONG_PASSWORD });
    const tokens = [String(registered.json.token)];
    expect((await send("POST", "/auth/login", { email, password: "Wrong!guess9" })).status).toBe(401);
    const signedIn = await send("POST", "/auth/login", { email, password: STRONG_PASSWORD });
    token = String(signedIn.json.token);
    tokens.push(token);
    await send("GET", "/auth/me");
    await send("PUT", "/users/me", { name: "Keeper Two", email });
    expect((await send("POST", "/users/change-password", { currentPassword: "Wrong!guess9", newPassword })).status).toBe(400);
    const changed = await send("POST", "/users/change-password", { currentPassword: STRONG_PASSWORD, newPassword });
    expect(changed.status).toBe(200);
    if (typeof changed.json.token === "string") {
      token = changed.json.token;
      tokens.push(token);
    }
    const created = await send("POST", "/projects", projectBody());
    const project = created.json.project as { id: string };
    await send("POST", `/projects/${project.id}/start`);
    await waitForSettled(token, project.id);
    await send("GET", `/agents/${project.id}/responses`);
    await send("GET", `/project-files/${project.id}/download`);
    await send("GET", "/projects");
    await send("POST", "/auth/logout");

    const secrets = [STRONG_PASSWORD, newPassword, "Wrong!guess9", env.SESSION_SECRET, env.PREVIEW_LINK_SECRET, env.TOKEN_ENCRYPTION_KEY, ...tokens];
    for (const line of logged) for (const secret of secrets) expect(line.includes(secret), `a log line carries a secret: ${line.slice(0, 200)}`).toBe(false);
    const issuing = new Set(["/auth/register", "/auth/login", "/users/change-password"]);
    for (const { path, text } of answers) {
      for (const secret of [STRONG_PASSWORD, newPassword, "Wrong!guess9", env.SESSION_SECRET, env.PREVIEW_LINK_SECRET, env.TOKEN_ENCRYPTION_KEY]) expect(text.includes(secret), `${path} answers a secret`).toBe(false);
      expect(/password_?hash|passwordHash|salt/i.test(text), `${path} answers password material`).toBe(false);
      if (!issuing.has(path)) for (const issued of tokens) expect(text.includes(issued), `${path} answers a token`).toBe(false);
    }
  }, 60_000);
});
