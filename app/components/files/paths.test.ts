import { describe, expect, it } from "vitest";
import { newFileFolder, parentOf, pathProblem } from "./paths";

describe("paths", () => {
  it("names a path's folder", () => {
    expect(parentOf("frontend/src/App.tsx")).toBe("frontend/src");
    expect(parentOf("README.md")).toBe("");
  });

  it("starts a new file beside the open one", () => {
    expect(newFileFolder("frontend/src/App.tsx")).toBe("frontend/src/");
    expect(newFileFolder("README.md")).toBe("");
    expect(newFileFolder(null)).toBe("");
  });

  it("refuses what the server refuses, in its words", () => {
    expect(pathProblem("frontend/src/New.tsx")).toBeNull();
    expect(pathProblem("/etc/passwd")).toBe("The path must be relative to the project (no leading / or drive letter).");
    expect(pathProblem("src/../secret")).toBe("The path must not contain empty, . or .. segments.");
    expect(pathProblem(".git/config")).toBe("The path must not be or be inside a .git folder.");
    expect(pathProblem("frontend/.Git/HEAD")).toBe("The path must not be or be inside a .git folder.");
    expect(pathProblem("")).toBe("The path must name a file.");
  });
});
