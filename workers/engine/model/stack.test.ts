import { describe, expect, it } from "vitest";
import { resolveStack } from "./stack";

describe("resolveStack pairs Cloudflare Workers with Cloudflare D1", () => {
  it("gives the Workers backend D1 when no database is chosen, and says so", () => {
    const stack = resolveStack(["react", "workers"], "");
    expect(stack).toMatchObject({ backend: "workers", database: "d1", defaulted: ["database"] });
    expect(stack.notes).toContain("No database was chosen, so the app uses Cloudflare D1: the database Cloudflare Workers runs with.");
  });

  it("replaces a database chosen beside Workers with D1, with a note", () => {
    const stack = resolveStack(["react", "workers", "mysql"], "");
    expect(stack).toMatchObject({ backend: "workers", database: "d1", defaulted: [] });
    expect(stack.notes).toEqual(["Cloudflare Workers runs with Cloudflare D1, so AppForge builds its database as Cloudflare D1 and not MySQL."]);
  });

  it("builds another backend with PostgreSQL, not D1, with a note", () => {
    const stack = resolveStack(["vue", "python", "d1"], "");
    expect(stack).toMatchObject({ backend: "python", database: "postgresql" });
    expect(stack.notes).toEqual(["Cloudflare D1 runs only with the Cloudflare Workers backend, so AppForge builds Python with PostgreSQL and not Cloudflare D1."]);
  });

  it("picks the Workers backend for D1 when no backend is chosen", () => {
    const stack = resolveStack(["react", "d1"], "");
    expect(stack).toMatchObject({ backend: "workers", database: "d1", defaulted: ["backend"] });
    expect(stack.notes).toEqual(["No backend was chosen, so the app uses Cloudflare Workers: the backend Cloudflare D1 runs with."]);
  });

  it("leaves the other stacks as they were", () => {
    expect(resolveStack(["react", "nodejs", "mongodb"], "")).toMatchObject({ backend: "nodejs", database: "mongodb", notes: [] });
  });
});
