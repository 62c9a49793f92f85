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
  {{secretTests}}
});
