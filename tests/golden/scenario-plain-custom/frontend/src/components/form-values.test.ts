import { describe, expect, it } from "vitest";
import type { EntityMeta, FieldMeta } from "../entities/meta";
import { choicesFor, dateLimits, toFormValues, toPayload } from "./form-values";

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

  it("offers a new record only the first state, a saved one its state and the moves from it", () => {
    const status: FieldMeta = {
      name: "status",
      label: "Status",
      kind: "string",
      required: true,
      choices: ["new", "paid", "shipped"],
      moves: { new: ["paid"], paid: ["shipped"], shipped: [] },
    };
    const withStatus: EntityMeta = { ...meta, fields: [status] };
    expect(toFormValues(withStatus).status).toBe("new");
    expect(choicesFor(status)).toEqual(["new"]);
    expect(choicesFor(status, { id: "1", status: "paid" })).toEqual(["paid", "shipped"]);
    expect(choicesFor({ ...status, moves: undefined }, { id: "1", status: "paid" })).toEqual(["new", "paid", "shipped"]);
  });

  it("bounds a date by now or by the date it must follow", () => {
    const ends: FieldMeta = { name: "endsAt", label: "Ends at", kind: "date", required: false, after: "startsAt" };
    expect(dateLimits(ends, { startsAt: "" })).toEqual({ min: undefined, max: undefined });
    expect(dateLimits(ends, { startsAt: "2030-01-15T10:00" })).toEqual({ min: "2030-01-15T10:00", max: undefined });
    const now = new Date(2031, 0, 2, 3, 4);
    expect(dateLimits({ ...ends, after: undefined, before: "now" }, {}, now)).toEqual({ min: undefined, max: "2031-01-02T03:04" });
  });
});
