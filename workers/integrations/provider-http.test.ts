import { describe, expect, it } from "vitest";
import { z } from "zod";
import { bearer, commonMessage, ProviderError, providerCall, type ProviderApi } from "./provider-http";

const api: ProviderApi = { label: "Example", headers: bearer, messageOf: commonMessage };

/** A provider that answers with `status` and `body`, or never answers (until the request is abandoned). */
function provider(answer: { status: number; body: unknown } | "silent"): typeof fetch {
  return (_input, init) =>
    answer === "silent"
      ? new Promise((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(new Error("aborted"))))
      : Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status }));
}

const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ProviderError)) throw new Error("expected a ProviderError");
  return { failure: error.failure, message: error.message };
};

describe("a provider's answers", () => {
  it("reads each refusal into its kind, with the provider's own words", async () => {
    const call = (status: number, body: unknown) => failure(providerCall(api, { baseUrl: "http://x.test", token: "t", fetch: provider({ status, body }) }, "GET", "/things", z.unknown()));
    expect(await call(401, { message: "nope" })).toMatchObject({ failure: "bad_token" });
    expect(await call(429, {})).toMatchObject({ failure: "rate_limited" });
    expect(await call(402, { error: { message: "Upgrade needed" } })).toEqual({ failure: "quota", message: "Example refused for your plan's limits (Upgrade needed): upgrade the plan or free some room, then try again." });
    expect(await call(409, { error: "a project with this name already exists" })).toMatchObject({ failure: "name_taken" });
    expect(await call(503, "<html>")).toMatchObject({ failure: "unavailable", message: "Example answered 503: try again in a moment." });
  });

  it("reads a conflict by what it says, and a request judged invalid as refused, never as 'try again'", async () => {
    const call = (status: number, body: unknown) => failure(providerCall(api, { baseUrl: "http://x.test", token: "t", fetch: provider({ status, body }) }, "POST", "/things", z.unknown()));
    expect(await call(409, { message: "Git Repository is empty." })).toEqual({ failure: "refused", message: "Example refused: it conflicts with what is there now (Git Repository is empty.)." });
    expect(await call(422, { message: "description control characters are not allowed" })).toEqual({ failure: "refused", message: "Example refused the request (description control characters are not allowed)." });
    expect(await call(400, { error: { message: "Invalid request: missing required property `name`." } })).toMatchObject({ failure: "refused" });
  });

  it("refuses an answer it does not understand, and gives up on one that never comes", async () => {
    const odd = await failure(providerCall(api, { baseUrl: "http://x.test", token: "t", fetch: provider({ status: 200, body: { unexpected: true } }) }, "GET", "/things?page=2", z.object({ id: z.string() })));
    expect(odd).toEqual({ failure: "unavailable", message: "Example answered GET /things in a way AppForge does not understand." });
    const silent = await failure(providerCall(api, { baseUrl: "http://x.test", token: "t", fetch: provider("silent"), timeoutMs: 50 }, "GET", "/things", z.unknown()));
    expect(silent).toEqual({ failure: "unavailable", message: "Example could not be reached, or did not answer in time: try again in a moment." });
  });
});
