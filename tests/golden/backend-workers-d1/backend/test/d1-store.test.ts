import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { D1Store } from "../src/repositories/d1.js";
import { DuplicateValueError, type RecordSpec } from "../src/repositories/repository.js";
import { ENTITY_CHECKS, REFERENCE_CHECKS } from "./entity-checks.js";
import { createTestClient } from "./helpers.js";

describe("the D1 repositories", () => {
  it("store, read, update and delete every record type through the API, and keep referenced ones", async () => {
    const client = await createTestClient();
    for (const check of [...ENTITY_CHECKS, ...REFERENCE_CHECKS]) {
      await check(client);
    }
    expect(ENTITY_CHECKS.length).toBeGreaterThan(0);
  });

  it("answer a taken unique value with the field's name, keep booleans and list in the order of creation", async () => {
    await env.DB.prepare(`CREATE TABLE IF NOT EXISTS "unique_probe" ("id" TEXT PRIMARY KEY, "code" TEXT NOT NULL UNIQUE, "done" INTEGER NOT NULL DEFAULT 0)`).run();
    await env.DB.prepare(`DELETE FROM "unique_probe"`).run();
    const spec: RecordSpec = {
      table: "unique_probe",
      label: "Probe",
      fields: [
        { name: "code", column: "code", kind: "string", required: true, unique: true },
        { name: "done", column: "done", kind: "boolean", required: true },
      ],
    };
    const probes = new D1Store(env.DB, [spec]).repository<{ id: string; code: string; done: boolean }>(spec);
    const first = await probes.create({ code: "A", done: true });
    const second = await probes.create({ code: "B", done: false });
    expect(first).toEqual({ id: first.id, code: "A", done: true });
    expect((await probes.list()).map((probe) => probe.id)).toEqual([first.id, second.id]);
    await expect(probes.create({ code: "A", done: false })).rejects.toThrow(DuplicateValueError);
    await expect(probes.update(second.id, { code: "A", done: false })).rejects.toThrow("That code is already taken");
    expect(await probes.findBy("done", false)).toEqual([second]);
    expect(await probes.remove(first.id)).toBe(true);
    expect(await probes.get(first.id)).toBeUndefined();
  });
});
