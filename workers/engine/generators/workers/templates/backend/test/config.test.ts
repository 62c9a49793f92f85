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
  {{secretTests}}
});
