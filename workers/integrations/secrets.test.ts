import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { signUp } from "../../tests/setup/api";
import { createDb } from "../db/client";
import { findIntegration, saveIntegration } from "../db/integrations";
import { providerClientFor } from "./clients";
import { openStoredToken, sealToken } from "./secrets";

/**
 * Rotating TOKEN_ENCRYPTION_KEY: with the old key kept as TOKEN_ENCRYPTION_KEY_PREVIOUS, stored tokens keep
 * opening and are sealed again with the new key as they are used; without it, they no longer open.
 */

const OLD_KEY = "old-token-key-old-token-key-old-token-key-0123";
const NEW_KEY = "new-token-key-new-token-key-new-token-key-0123";

describe("a token key rotation", () => {
  it("keeps a connection working through the previous key and seals it again with the new one when used", async () => {
    const db = createDb(env.DB);
    const { user } = await signUp("Rotating Owner");
    const owner = { userId: user.id, provider: "vercel" };
    await saveIntegration(db, user.id, "vercel", await sealToken(OLD_KEY, "vercel-token", owner), "octo");

    // The new key alone does not open what the old one sealed: that connection would be ended.
    const before = await findIntegration(db, user.id, "vercel");
    if (!before) throw new Error("not saved");
    expect(await openStoredToken({ current: NEW_KEY, previous: undefined }, before)).toBeNull();

    const keys = { current: NEW_KEY, previous: OLD_KEY };
    expect(await openStoredToken(keys, before)).toEqual({ token: "vercel-token", sealedWith: "previous" });
    const client = await providerClientFor(env, keys, db, user.id, "vercel");
    expect(client?.token).toBe("vercel-token");

    // Used once, it is sealed with the new key: the previous one can now go.
    const after = await findIntegration(db, user.id, "vercel");
    if (!after) throw new Error("gone");
    expect(after.tokenCiphertext).not.toBe(before.tokenCiphertext);
    expect(await openStoredToken({ current: NEW_KEY, previous: undefined }, after)).toEqual({ token: "vercel-token", sealedWith: "current" });
    expect(await openStoredToken({ current: OLD_KEY, previous: undefined }, after)).toBeNull();
  });

  it("opens nothing sealed for another owner, whichever key is tried", async () => {
    const db = createDb(env.DB);
    const { user } = await signUp("Other Owner");
    const sealed = await sealToken(OLD_KEY, "github-token", { userId: "someone-else", provider: "github" });
    await saveIntegration(db, user.id, "github", sealed, "octo");
    const row = await findIntegration(db, user.id, "github");
    if (!row) throw new Error("not saved");
    expect(await openStoredToken({ current: NEW_KEY, previous: OLD_KEY }, row)).toBeNull();
  });
});
