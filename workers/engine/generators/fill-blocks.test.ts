import { describe, expect, it } from "vitest";
import { fillBlocks } from "./fill-blocks";

describe("fillBlocks", () => {
  const template = ["class Settings:", "    port: int", "    {{fields}}", "", "NAME = {{name}}"].join("\n");

  it("indents a block like its slot and fills inline slots in place", () => {
    expect(fillBlocks(template, { fields: "a: str\nb: int", name: '"x"' })).toBe(
      ["class Settings:", "    port: int", "    a: str", "    b: int", "", 'NAME = "x"'].join("\n"),
    );
  });

  it("drops the line of an empty block", () => {
    expect(fillBlocks(template, { fields: "", name: "1" })).toBe(["class Settings:", "    port: int", "", "NAME = 1"].join("\n"));
  });

  it("keeps fill()'s checks on missing and unused values", () => {
    expect(() => fillBlocks(template, { fields: "" })).toThrow(/name/);
    expect(() => fillBlocks(template, { fields: "", name: "1", other: "2" })).toThrow(/other/);
  });
});
