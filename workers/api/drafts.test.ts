import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { costSummaryResponseSchema } from "../contract/cost";
import { DRAFT_CALL_MARKER, DRAFT_FIELDS, DRAFT_SPEND_LINE, draftResponseSchema, REQUIRED_DRAFT_FIELDS, SENTENCE_MAX } from "../contract/drafts";
import { errorEnvelopeSchema } from "../contract/errors";
import { createDb } from "../db/client";
import { draftsKey, takeQuota } from "../db/quotas";
import { call, signUp } from "../../tests/setup/api";
import { api } from "./app";
import { DRAFTS_PER_ACCOUNT_PER_HOUR } from "./draft/draft-sentence";

// POST /api/projects/draft through the real Worker and a migrated D1: the built-in reading (no model, or asked
// for), bad input, and the model path against the stand-in OpenAI-compatible endpoint at model.test
// (tests/setup/fake-model.ts), each test with a model id of its own ("#tag") so its calls are its own.

const BAKERY = "A bakery app where customers order cakes online, pick a pickup slot and pay by card";

const seenSchema = z.array(z.object({ at: z.number(), body: z.object({ model: z.string(), messages: z.array(z.object({ content: z.string() })) }) }));
/** What the endpoint received for a model id: `{ at, body }` per call. */
async function seen(model: string) {
  const answer = await fetch(`http://model.test/_fake/seen?model=${encodeURIComponent(model)}`);
  return seenSchema.parse(await answer.json());
}

/** The environment with one model of the fake endpoint configured, priced $1 in and $2 out per million tokens. */
const withModel = (id: string, extra: Record<string, string> = {}) => ({
  OPENAI_BASE_URL: "http://model.test/v1",
  AI_MODELS: JSON.stringify([{ id, tier: "budget", inputPerMTok: 1, outputPerMTok: 2 }]),
  ...extra,
});

/** A call through the API with the test environment changed by `vars` (the model settings are read from it). */
async function callWith(vars: Record<string, string>, method: string, path: string, token: string, body?: unknown) {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const response = await api.request(`/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }, { ...env, ...vars });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function draftWith(vars: Record<string, string>, sentence = BAKERY, token?: string) {
  const owner = token ?? (await signUp()).token;
  const answer = await callWith(vars, "POST", "/projects/draft", owner, { sentence });
  expect(answer.status).toBe(200);
  return { token: owner, draft: draftResponseSchema.parse(answer.body) };
}

const sentenceOf = (content: string) => content.split("\n").find((line) => line.startsWith("Sentence: "));

describe("POST /api/projects/draft with the built-in reading", () => {
  it("fills what the sentence says, names what it filled, and says that nothing was spent", async () => {
    const { token } = await signUp();
    const res = await call("POST", "/projects/draft", { token, body: { sentence: `  ${BAKERY}  ` } });
    expect(res.status).toBe(200);
    const draft = draftResponseSchema.parse(res.body);
    expect(draft.source).toBe("builtin");
    expect(draft.model).toBeNull();
    expect(draft.cost).toBeNull();
    expect(draft.answers).toEqual({
      name: "Bakery App",
      description: BAKERY,
      problemStatement: BAKERY,
      targetUsers: "Customers",
      systemBehaviors: "Customers order cakes online\nCustomers pick a pickup slot\nCustomers pay by card",
      userFlows: "Customers order cakes online, then pick a pickup slot, then pay by card",
      projectType: "ecommerce",
      features: ["payments"],
    });
    // In the wizard's order, and exactly the answers given.
    expect(draft.filled).toEqual(["name", "description", "problemStatement", "targetUsers", "systemBehaviors", "userFlows", "projectType", "features"]);
    expect(draft.notes[0]).toBe("No language model is configured, so nothing was spent.");
  });

  it("leaves what the words do not say, and notes a project type it cannot tell", async () => {
    const { token } = await signUp();
    const res = await call("POST", "/projects/draft", { token, body: { sentence: "Un outil pour suivre les commandes de mes clients" } });
    const draft = draftResponseSchema.parse(res.body);
    expect(draft.filled).toEqual(["description", "problemStatement"]);
    const tie = draftResponseSchema.parse((await call("POST", "/projects/draft", { token, body: { sentence: "A shop with a blog" } })).body);
    expect(tie.answers.projectType).toBeUndefined();
    expect(tie.notes).toContain("Your sentence fits more than one project type (E-commerce Platform, Content Management): choose one on step 4.");
  });

  it("answers signed-in users only", async () => {
    const res = await call("POST", "/projects/draft", { body: { sentence: BAKERY } });
    expect(res.status).toBe(401);
    expect(errorEnvelopeSchema.parse(res.body).error).toBe("unauthorized");
  });

  it("refuses a missing, short, long, wordless or malformed sentence with a 400 that says what to do", async () => {
    const { token } = await signUp();
    const refused = async (body: unknown) => {
      const res = await call("POST", "/projects/draft", { token, body });
      expect(res.status).toBe(400);
      return errorEnvelopeSchema.parse(res.body);
    };
    expect(await refused({})).toEqual({ success: false, error: "validation_failed", message: "sentence: Describe your app in a sentence" });
    expect((await refused({ sentence: "   shop   " })).message).toBe(
      'sentence: Describe your app in a sentence of at least 10 characters, e.g. "A bakery app where customers order cakes"',
    );
    expect((await refused({ sentence: "x".repeat(SENTENCE_MAX + 1) })).message).toBe(
      `sentence: Keep it to a sentence or two: at most ${SENTENCE_MAX} characters (this one has ${SENTENCE_MAX + 1}). The wizard's steps take the details.`,
    );
    expect((await refused({ sentence: "1234567890 !!" })).message).toBe("sentence: Describe your app in words");
    expect((await refused({ sentence: 42 })).message).toBe("sentence: The sentence must be text");
    expect((await refused({ sentence: BAKERY, mode: "premium" })).message).toBe("mode: mode must be one of auto, builtin");
    const malformed = await SELFless(token);
    expect(malformed.status).toBe(400);
    expect(errorEnvelopeSchema.safeParse(malformed.body).success).toBe(true);
  });
});

/** A body that is not JSON, through the API. */
async function SELFless(token: string) {
  const response = await api.request("/api/projects/draft", { method: "POST", headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" }, body: "{not json" }, env);
  return { status: response.status, body: (await response.json()) as unknown };
}

describe("POST /api/projects/draft with a model configured", () => {
  it("has the model draft every answer the wizard needs, checked, and records what it cost", async () => {
    const model = "plain#draft-answers";
    const { token, draft } = await draftWith(withModel(model));
    expect(draft.source).toBe("model");
    expect(draft.model).toBe(model);
    for (const field of REQUIRED_DRAFT_FIELDS) expect(draft.filled).toContain(field);
    // The stand-in leaves four optional answers empty: they are not "filled", and the wizard marks them.
    expect(DRAFT_FIELDS.filter((field) => !draft.filled.includes(field))).toEqual(["performanceNeeds", "scalabilityExpectations", "businessRules", "complianceNeeds"]);
    expect(draft.answers).toMatchObject({ projectType: "ecommerce", techStack: ["react", "nodejs", "postgresql"], deployment: "render", design: "modern", description: BAKERY });
    expect(draft.cost).toMatchObject({ modelCalls: 1, estimated: false });
    expect(draft.cost?.usd).toBeGreaterThan(0);
    expect(draft.notes[0]).toMatch(/^Drafting cost \$0\.0\d+ of model use\.$/);

    // The question carried the sentence and the built-in reading, with the schema as the response format.
    const calls = await seen(model);
    expect(calls).toHaveLength(1);
    const [system, question] = calls[0]?.body.messages ?? [];
    expect(system?.content.startsWith(DRAFT_CALL_MARKER)).toBe(true);
    expect(sentenceOf(question?.content ?? "")).toBe(`Sentence: ${JSON.stringify(BAKERY)}`);
    expect(question?.content).toContain('"name":"Bakery App"');

    // The account's spend counts the draft, on a line of its own that is no deleted project.
    const summary = costSummaryResponseSchema.parse((await callWith(withModel(model), "GET", "/cost-optimization/summary", token)).body).data;
    expect(summary.requests).toBe(1);
    expect(summary.totalCost).toBe(draft.cost?.usd);
    expect(summary.projectUsage).toEqual([{ projectId: DRAFT_SPEND_LINE.projectId, name: DRAFT_SPEND_LINE.name, deleted: false, cost: draft.cost?.usd, estimated: false }]);
  });

  it("reads a draft wrapped in a Markdown fence between sentences", async () => {
    const { draft } = await draftWith(withModel("fenced#draft-answers"));
    expect(draft.source).toBe("model");
    expect(draft.answers.name).toBe("Bakery Where Customers");
  });

  it("waits out a 429 for as long as Retry-After asks, then drafts", async () => {
    const model = "rate-limited#draft-answers";
    const { draft } = await draftWith(withModel(model));
    expect(draft.source).toBe("model");
    const calls = await seen(model);
    expect(calls).toHaveLength(2);
    expect((calls[1]?.at ?? 0) - (calls[0]?.at ?? 0)).toBeGreaterThanOrEqual(950);
    // The refused call cost nothing; the answered one is counted.
    expect(draft.cost?.modelCalls).toBe(1);
  });

  it("does not wait longer than a draft may: a 429 asking for 30 s leaves the built-in reading, saying why", async () => {
    const model = "rate-limited~30#draft-answers";
    const { draft } = await draftWith(withModel(model));
    expect(draft.source).toBe("builtin");
    expect(draft.model).toBeNull();
    expect(draft.notes[0]).toBe(`The model ${model} is rate limited (429) and asked to wait 30 s, longer than a draft waits.`);
    expect(draft.answers.name).toBe("Bakery App");
    expect(draft.cost).toBeNull();
    expect(await seen(model)).toHaveLength(1);
  });

  it("sends an answer that misses what the wizard needs back once with its problems", async () => {
    const model = "draft-careless#draft-answers";
    const { draft } = await draftWith(withModel(model));
    expect(draft.source).toBe("model");
    expect(draft.answers.features).toEqual(["auth", "notifications"]);
    expect(draft.answers.techStack).toEqual(["react", "nodejs", "postgresql"]);
    expect(draft.cost?.modelCalls).toBe(2);
    const second = (await seen(model))[1]?.body.messages[1]?.content ?? "";
    expect(second).toContain("Problems to fix: (1) features: the wizard cannot go on without this answer");
    expect(second).toContain("techStack: one frontend only, not react and vue");
  });

  it("counts the tokens itself when the endpoint reports no usage, and says the cost is estimated", async () => {
    const { draft } = await draftWith(withModel("no-usage#draft-answers"));
    expect(draft.source).toBe("model");
    expect(draft.cost?.estimated).toBe(true);
    expect(draft.notes[0]).toMatch(/\(estimated\) of model use\.$/);
  });

  it("gives up on a model that does not answer within the draft's time, counts the call, and answers with the built-in reading", async () => {
    const model = "silent#draft-answers";
    const started = Date.now();
    const { draft } = await draftWith(withModel(model));
    expect(Date.now() - started).toBeLessThan(9500);
    expect(draft.source).toBe("builtin");
    expect(draft.notes[0]).toBe(`The model ${model} did not answer within 8 s, the most a draft waits.`);
    // A call given up may still be billed: it is counted at its worst case, as an estimate.
    expect(draft.cost).toMatchObject({ modelCalls: 1, estimated: true });
  });

  it("uses no model when the built-in reading is asked for", async () => {
    const model = "plain#draft-builtin-asked";
    const { token } = await signUp();
    const answer = await callWith(withModel(model), "POST", "/projects/draft", token, { sentence: BAKERY, mode: "builtin" });
    const draft = draftResponseSchema.parse(answer.body);
    expect(draft.source).toBe("builtin");
    expect(draft.notes[0]).toBe("The quick fill (no AI) filled what the words of your sentence say; the wizard marks the answers it left to you.");
    expect(await seen(model)).toHaveLength(0);
  });

  it("answers with the built-in reading once the hour's model drafts are used, saying when the model drafts again", async () => {
    const model = "plain#draft-quota";
    const { token, user } = await signUp();
    const db = createDb(env.DB);
    for (let count = 0; count < DRAFTS_PER_ACCOUNT_PER_HOUR; count += 1) await takeQuota(db, draftsKey(user.id), DRAFTS_PER_ACCOUNT_PER_HOUR);
    const { draft } = await draftWith(withModel(model), BAKERY, token);
    expect(draft.source).toBe("builtin");
    expect(draft.notes[0]).toMatch(new RegExp(`^The model has drafted ${DRAFTS_PER_ACCOUNT_PER_HOUR} sentences of yours since \\d\\d:00 UTC, the most allowed in one hour\\. The model drafts again in \\d+ (minutes|seconds?), at \\d\\d:00 UTC\\.$`));
    expect(await seen(model)).toHaveLength(0);
  });

  it("answers with the built-in reading when the call could pass the account's monthly limit", async () => {
    const model = "plain#draft-limit";
    const { draft } = await draftWith(withModel(model, { AI_MONTHLY_ACCOUNT_LIMIT_USD: "0.0001" }));
    expect(draft.source).toBe("builtin");
    expect(draft.notes[0]).toMatch(/^\$0\.00 of your account's \$0\.0001 monthly model spending is used, and a draft by plain#draft-limit could cost up to \$0\.0\d+: the model drafts again from \d{4}-\d\d-01 \(or when the operator raises the limit\)\.$/);
    expect(await seen(model)).toHaveLength(0);
  });
});
