import { describe, expect, it } from "vitest";
import { passwordProblem, passwordStrength } from "./password";

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

  it("needs a score of 3 or more, named with the spec's words", () => {
    expect(passwordProblem("abcdefgh")).toEqual({ code: "weak_password", message: "Password is too weak. Please use a stronger password." });
    expect(passwordProblem("ab")).toMatchObject({ code: "weak_password" });
    expect(passwordProblem("abcdefgH")).toBeNull();
  });

  it("needs 8 characters whatever the score", () => {
    for (const short of ["a1!", "A1!", "Ab1!xyz"]) {
      expect(passwordProblem(short)).toEqual({ code: "password_too_short", message: "Password must be at least 8 characters long." });
    }
    expect(passwordProblem("Ab1!xyzw")).toBeNull();
  });
});
