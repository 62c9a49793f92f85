import { describe, expect, it } from "vitest";
import { isStrongEnough, passwordStrength } from "./password";

describe("passwordStrength", () => {
  it.each([
    ["", 0, ""],
    ["a", 1, "Weak"],
    ["abcdefgh", 2, "Weak"],
    ["abcdefgH", 3, "Fair"],
    ["abcdefH1", 4, "Good"],
    ["abcdeH1!", 5, "Strong"],
    ["A1!", 3, "Fair"],
  ])("%j scores %i (%s)", (password, score, label) => {
    expect(passwordStrength(password)).toMatchObject({ score, label });
  });

  it("reports each checklist item", () => {
    expect(passwordStrength("Ab1").checks).toEqual({
      length: false,
      uppercase: true,
      lowercase: true,
      number: true,
      special: false,
    });
  });

  it("needs a score of 3 or more", () => {
    expect(isStrongEnough("abcdefgh")).toBe(false);
    expect(isStrongEnough("abcdefgH")).toBe(true);
  });
});
