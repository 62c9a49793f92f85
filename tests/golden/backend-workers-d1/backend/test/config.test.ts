import { describe, expect, it } from "vitest";
import { readConfig } from "../src/config.js";

const randomText = (bytes: number) => Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) => byte.toString(16).padStart(2, "0")).join("");
const PRODUCTION = { APP_ENV: "production", AUTH_SECRET: randomText(16) };

describe("settings read from the Worker's environment", () => {
  it("is in production only when APP_ENV says so, and reads the frontend's origin", () => {
    expect(readConfig(PRODUCTION).production).toBe(true);
    expect(readConfig({}).production).toBe(false);
    expect(readConfig({ CORS_ORIGIN: "https://app.example.com" }).corsOrigin).toBe("https://app.example.com");
  });

  it("refuses production without AUTH_SECRET or with one shorter than 32 characters", () => {
    expect(() => readConfig({ APP_ENV: "production" })).toThrow(/AUTH_SECRET/);
    expect(() => readConfig({ APP_ENV: "production", AUTH_SECRET: randomText(16).slice(1) })).toThrow(/32 characters/);
    expect(readConfig(PRODUCTION).authSecret).toBe(PRODUCTION.AUTH_SECRET);
  });

  it("outside production makes a random secret for each isolate when none is set", () => {
    const first = readConfig({}).authSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readConfig({}).authSecret).not.toBe(first);
    const short = randomText(4);
    expect(readConfig({ AUTH_SECRET: short }).authSecret).toBe(short);
  });
});
