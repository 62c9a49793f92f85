import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { readConfig } from "../src/config.js";

const PRODUCTION = { NODE_ENV: "production", AUTH_SECRET: randomBytes(16).toString("hex") };

describe("settings read from the environment", () => {
  it("listens on this machine only outside production, on every interface in production, or where HOST says", () => {
    expect(readConfig({}).host).toBe("127.0.0.1");
    expect(readConfig(PRODUCTION).host).toBe("0.0.0.0");
    expect(readConfig({ ...PRODUCTION, HOST: "127.0.0.1" }).host).toBe("127.0.0.1");
    expect(readConfig({ HOST: "::" }).host).toBe("::");
  });

  it("refuses to start in production without AUTH_SECRET or with one shorter than 32 characters", () => {
    expect(() => readConfig({ NODE_ENV: "production" })).toThrow(/AUTH_SECRET/);
    expect(() => readConfig({ NODE_ENV: "production", AUTH_SECRET: randomBytes(16).toString("hex").slice(1) })).toThrow(/32 characters/);
    expect(readConfig(PRODUCTION).authSecret).toBe(PRODUCTION.AUTH_SECRET);
  });

  it("outside production makes a random secret for each run when none is set", () => {
    const first = readConfig({}).authSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readConfig({}).authSecret).not.toBe(first);
    const short = randomBytes(4).toString("hex");
    expect(readConfig({ AUTH_SECRET: short }).authSecret).toBe(short);
  });
});
