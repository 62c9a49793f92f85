import { describe, expect, it } from "vitest";
import type { EntityMeta } from "../entities/meta";
import { toFormValues, toPayload } from "./form-values";

const meta: EntityMeta = {
  name: "Sample",
  label: "Sample",
  pluralLabel: "Samples",
  route: "samples",
  displayField: "name",
  fields: [
    { name: "name", label: "Name", kind: "string", required: true },
    { name: "count", label: "Count", kind: "number", required: false },
    { name: "active", label: "Active", kind: "boolean", required: true },
    { name: "startsAt", label: "Starts at", kind: "date", required: false },
  ],
};

describe("form values", () => {
  it("turns inputs into the API's types, empty inputs into null", () => {
    const payload = toPayload(meta, { name: " Cake ", count: "3", active: true, startsAt: "" });
    expect(payload).toEqual({ name: "Cake", count: 3, active: true, startsAt: null });
  });

  it("round-trips a record through the form", () => {
    const record = { id: "1", name: "Cake", count: 2, active: false, startsAt: "2030-01-15T10:00:00.000Z" };
    const payload = toPayload(meta, toFormValues(meta, record));
    expect(payload).toEqual({ name: "Cake", count: 2, active: false, startsAt: "2030-01-15T10:00:00.000Z" });
  });
});
