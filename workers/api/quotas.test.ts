import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { authResponseSchema } from "../contract/auth";
import { createDb } from "../db/client";
import { QUOTA_WINDOW_MS, quotaUsed, replansKey, startsKey } from "../db/quotas";
import { readConfig } from "../env";
import { call, randomAddress, signUp, STRONG_PASSWORD, uniqueEmail } from "../../tests/setup/api";
import { waitForSettled } from "../../tests/setup/engine";
import { createProject, projectBody } from "../../tests/setup/projects";

/**
 * The quotas through the real Worker: each action is accepted up to its limit (read from the test bindings,
 * whatever they are) and the next is a 429 in the error envelope, code quota_exceeded, saying when to try
 * again; the hourly ones also in Retry-After. The windows themselves are tested in workers/db/quotas.test.ts.
 */

const config = readConfig(env);
const db = createDb(env.DB);
const envelopeSchema = z.object({ success: z.literal(false), error: z.literal("quota_exceeded"), message: z.string() });

interface RawAnswer {
  status: number;
  body: unknown;
  retryAfter: string | null;
}

/** A call that also answers the Retry-After header. */
async function raw(method: string, path: string, options: { token?: string; body?: unknown; address?: string } = {}): Promise<RawAnswer> {
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  if (options.address) headers["CF-Connecting-IP"] = options.address;
  const response = await SELF.fetch(`http://example.com/api${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  return { status: response.status, body: await response.json(), retryAfter: response.headers.get("Retry-After") };
}

const clock = (ms: number) => new Date(ms).toISOString().slice(11, 16);

/**
 * The hourly quotas count in the clock's hour: a test that crossed into the next hour would see its counts
 * start again. Waits out the end of an hour that is closer than `margin`.
 */
async function clearOfHourEnd(margin: number): Promise<void> {
  const left = QUOTA_WINDOW_MS - (Date.now() % QUOTA_WINDOW_MS);
  if (left < margin) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/** A 429 of an hourly quota: the envelope, the words (`counted`, then when to try again) and Retry-After. */
function expectHourlyRefusal(answer: RawAnswer, counted: (since: string) => string, retry = "Try again") {
  expect(answer.status).toBe(429);
  const { message } = envelopeSchema.parse(answer.body);
  const now = Date.now();
  const windowStart = now - (now % QUOTA_WINDOW_MS);
  const windowEnd = windowStart + QUOTA_WINDOW_MS;
  const retryAfter = Number(answer.retryAfter);
  expect(Number.isInteger(retryAfter)).toBe(true);
  // The seconds to the end of the hour, give or take the time this check took.
  expect(Math.abs(now + retryAfter * 1000 - windowEnd)).toBeLessThan(5000);
  const minutes = Math.ceil(retryAfter / 60);
  expect(message).toBe(`${counted(clock(windowStart))} ${retry} in ${minutes} ${minutes === 1 ? "minute" : "minutes"}, at ${clock(windowEnd)} UTC.`);
}

describe("registrations per address per hour", () => {
  it("accepts up to the limit from one address, then refuses before any work; other addresses go on", async () => {
    await clearOfHourEnd(60_000);
    const limit = config.QUOTA_REGISTRATIONS_PER_ADDRESS_PER_HOUR;
    const address = randomAddress();
    const register = (email: string, password = STRONG_PASSWORD, from = address) => raw("POST", "/auth/register", { body: { name: "Quota", email, password }, address: from });

    // What fails validation is not counted.
    expect((await raw("POST", "/auth/register", { body: { name: "", email: "x" }, address })).status).toBe(400);
    expect((await register(uniqueEmail(), "password")).status).toBe(400);
    const first = uniqueEmail();
    expect((await register(first)).status).toBe(201);
    // An attempt refused for a reason of its own (the email is taken) passed validation: it counts.
    expect((await register(first)).status).toBe(409);
    for (let i = 2; i < limit; i += 1) expect((await register(uniqueEmail())).status).toBe(201);

    const refusedEmail = uniqueEmail();
    expectHourlyRefusal(await register(refusedEmail), (since) => `${limit} sign-ups have been tried from your network address since ${since} UTC, the most allowed in one hour.`);
    // Refused before any work: no account was made for that address.
    expect((await call("POST", "/auth/login", { body: { email: refusedEmail, password: STRONG_PASSWORD } })).status).toBe(401);

    // Another address is untouched, and the refused email registers from there.
    const other = await register(refusedEmail, STRONG_PASSWORD, randomAddress());
    expect(other.status).toBe(201);
    expect(authResponseSchema.parse(other.body).user.email).toBe(refusedEmail);
  });
});

describe("projects per account", () => {
  it("accepts up to the limit, then refuses with how many and what makes room (no Retry-After); deleting one makes room", async () => {
    const limit = config.QUOTA_PROJECTS_PER_ACCOUNT;
    const { token } = await signUp();
    const created = [];
    for (let i = 0; i < limit; i += 1) created.push(await createProject(token, { name: `p${i}` }));

    const refused = await raw("POST", "/projects", { token, body: projectBody({ name: "one too many" }) });
    expect(refused).toEqual({
      status: 429,
      body: {
        success: false,
        error: "quota_exceeded",
        message: `You have ${limit} projects, the most one account may have. Delete a project you no longer need to make room for a new one.`,
      },
      retryAfter: null,
    });
    const names = ((await call("GET", "/projects?limit=100", { token })).body.projects as { name: string }[]).map((project) => project.name);
    expect(names).toHaveLength(limit);
    expect(names).not.toContain("one too many");

    // Another account is untouched.
    const other = await signUp();
    expect((await call("POST", "/projects", { token: other.token, body: projectBody() })).status).toBe(201);

    expect((await call("DELETE", `/projects/${created[0]?.id ?? ""}`, { token })).status).toBe(200);
    expect((await call("POST", "/projects", { token, body: projectBody({ name: "room again" }) })).status).toBe(201);
  });
});

describe("starts per project per hour", () => {
  const setStatus = (projectId: string, status: string) => env.DB.prepare("UPDATE projects SET status = ? WHERE id = ?").bind(status, projectId).run();

  it(
    "counts only the starts and retries that start work, up to the limit; then start and retry are refused; other projects go on",
    async () => {
      await clearOfHourEnd(90_000);
      const limit = config.QUOTA_STARTS_PER_PROJECT_PER_HOUR;
      const { token } = await signUp();
      const [project, other] = await Promise.all([createProject(token), createProject(token)]);
      const key = startsKey(project.id);

      expect((await call("POST", `/projects/${project.id}/start`, { token })).status).toBe(200);
      expect((await waitForSettled(token, project.id)).status).toBe("completed");
      expect(await quotaUsed(db, key)).toBe(1);
      // Refused or a no-op for another reason: nothing counted.
      expect((await call("POST", `/projects/${project.id}/start`, { token })).body).toMatchObject({ message: "Development has already started" });
      expect((await call("POST", `/projects/${project.id}/retry`, { token })).status).toBe(400);
      expect(await quotaUsed(db, key)).toBe(1);

      // Back to draft, each start starts again (its plan is done, so the room has nothing to run meanwhile).
      for (let i = 1; i < limit; i += 1) {
        await setStatus(project.id, "draft");
        expect((await call("POST", `/projects/${project.id}/start`, { token })).status).toBe(200);
      }
      expect(await quotaUsed(db, key)).toBe(limit);

      await setStatus(project.id, "draft");
      const counted = (since: string) => `You have started (or retried) this project ${limit} times since ${since} UTC, the most allowed in one hour.`;
      expectHourlyRefusal(await raw("POST", `/projects/${project.id}/start`, { token }), counted);
      // The refused start did not reach the room.
      expect((await call("GET", `/projects/${project.id}`, { token })).body).toMatchObject({ project: { status: "draft" } });
      // A retry is a restart: the same quota.
      await setStatus(project.id, "failed");
      expectHourlyRefusal(await raw("POST", `/projects/${project.id}/retry`, { token }), counted);
      expect(await quotaUsed(db, key)).toBe(limit);

      // Another project of the same owner starts.
      expect((await call("POST", `/projects/${other.id}/start`, { token })).status).toBe(200);
      expect((await waitForSettled(token, other.id)).status).toBe("completed");
      expect(await quotaUsed(db, startsKey(other.id))).toBe(1);
    },
    120_000,
  );
});

describe("re-plans per project per hour", () => {
  const send = (token: string, projectId: string, message: string) => raw("POST", `/agents/${projectId}/message`, { token, body: { agent_type: "all", message } });
  const storedMessages = async (projectId: string, message: string) =>
    (await env.DB.prepare("SELECT count(*) AS n FROM agent_messages WHERE project_id = ? AND message = ?").bind(projectId, message).first<{ n: number }>())?.n;
  const replanTasks = async (projectId: string) =>
    (await env.DB.prepare("SELECT count(*) AS n FROM tasks WHERE project_id = ? AND key LIKE 'replan-%'").bind(projectId).first<{ n: number }>())?.n;

  it(
    "counts a message only when it queues a re-plan, up to the limit; the next is refused whole; other projects go on",
    async () => {
      await clearOfHourEnd(90_000);
      const limit = config.QUOTA_REPLANS_PER_PROJECT_PER_HOUR;
      const { token } = await signUp();
      const [project, other, draft] = await Promise.all([createProject(token), createProject(token), createProject(token)]);

      // Before any task finished, a message queues no re-plan and counts nothing.
      expect((await send(token, draft.id, "Keep it simple")).status).toBe(201);
      expect(await quotaUsed(db, replansKey(draft.id))).toBe(0);

      await Promise.all([project, other].map((each) => call("POST", `/projects/${each.id}/start`, { token })));
      await Promise.all([project, other].map((each) => waitForSettled(token, each.id)));

      const key = replansKey(project.id);
      for (let i = 1; i <= limit; i += 1) {
        const sent = await send(token, project.id, `Orders need note field ${i}`);
        expect(sent.status).toBe(201);
        expect(sent.body).toMatchObject({ message: `Message sent to all agents; the architect re-plans the finished work it changes ("Re-plan for your message (${i})")` });
      }
      expect(await quotaUsed(db, key)).toBe(limit);

      const refusedText = "Orders need a gift wrap option";
      expectHourlyRefusal(
        await send(token, project.id, refusedText),
        (since) => `Your messages have re-planned this project's finished work ${limit} times since ${since} UTC, the most allowed in one hour. This message was not sent:`,
        "send it again",
      );
      // Refused whole: the message is not stored (not in the chat, not read by a task, not in the app model), no re-plan queued.
      expect(await storedMessages(project.id, refusedText)).toBe(0);
      expect(await replanTasks(project.id)).toBe(limit);
      expect(await quotaUsed(db, key)).toBe(limit);

      // Another project's re-plans are its own.
      expect((await send(token, other.id, refusedText)).status).toBe(201);
      expect(await storedMessages(other.id, refusedText)).toBe(1);
      expect(await quotaUsed(db, replansKey(other.id))).toBe(1);

      // The queued re-plans finish before the test ends.
      await Promise.all([project, other].map((each) => waitForSettled(token, each.id, 120_000)));
    },
    240_000,
  );
});
