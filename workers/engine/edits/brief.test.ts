import { describe, expect, it } from "vitest";
import { modelOf } from "../generators/test-inputs";
import { generated, model } from "../qa/test-project";
import { agentForMessage, briefForMessage, editQuestion, editSystem, filesForBrief, MAX_SHOWN, retryQuestion } from "./brief";
import { ownerOfPath } from "./owners";
import { EDIT_CALL_MARKER, shownFiles } from "./protocol";

describe("which agent a message goes to", () => {
  it("sends looks to the frontend, data and rules to the backend, and deployment to devops", () => {
    expect(agentForMessage("make the header green", model)).toBe("frontend");
    expect(agentForMessage("show each customer's loyalty points total", model)).toBe("backend");
    expect(agentForMessage("orders close at 8 pm the day before", model)).toBe("backend");
    expect(agentForMessage("add a health check to the Docker image and the CI workflow", model)).toBe("devops");
  });

  it("gives a message with no telling word to the frontend", () => {
    expect(agentForMessage("make it friendlier", model)).toBe("frontend");
    expect(briefForMessage("  make it friendlier ", modelOf("plain custom"))).toEqual({ instruction: "make it friendlier", agent: "frontend", focusPaths: [] });
  });

  it("knows each agent's files by their paths", () => {
    expect(ownerOfPath("frontend/src/components/Layout.tsx")).toBe("frontend");
    expect(ownerOfPath("backend/src/routes/orders.ts")).toBe("backend");
    expect(ownerOfPath("frontend/Dockerfile")).toBe("devops");
    expect(ownerOfPath("backend/.env.example")).toBe("devops");
    expect(ownerOfPath(".github/workflows/ci.yml")).toBe("devops");
    expect(ownerOfPath("docker-compose.yml")).toBe("devops");
    expect(ownerOfPath("docs/API.md")).toBeNull();
  });
});

describe("the files a question shows", () => {
  it("shows the agent's files that match the message first, whole, within the budget, and lists the rest", () => {
    const { shown, listed } = filesForBrief(generated, "make the header green", "frontend", 20_000);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((file) => file.path.startsWith("frontend/") && file.content.toLowerCase().includes("header"))).toBe(true);
    expect(shown.reduce((sum, file) => sum + file.content.length, 0)).toBeLessThanOrEqual(20_000);
    expect(listed).toContain("frontend/package.json");
    expect(listed.some((path) => path.startsWith("backend/"))).toBe(false);
    expect(listed).not.toContain("frontend/Dockerfile");
    // Every frontend file is either shown or listed.
    const frontend = generated.filter((file) => ownerOfPath(file.path) === "frontend").map((file) => file.path);
    expect([...shown.map((file) => file.path), ...listed].sort()).toEqual(frontend.sort());
  });

  it("ranks a file whose path names the message's words above one that only mentions them", () => {
    const { shown } = filesForBrief(generated, "orders close at 8 pm the day before", "backend", 200_000);
    expect(shown[0]?.path).toMatch(/order/);
  });

  it("shows the focus paths first, whoever owns them", () => {
    const { shown } = filesForBrief(generated, "make the header green", "frontend", 200_000, ["backend/src/domain/order.ts"]);
    expect(shown[0]?.path).toBe("backend/src/domain/order.ts");
  });

  it("shows the agent's files in path order when no word of the message matches, a dozen at most", () => {
    const { shown, listed } = filesForBrief(generated, "zzz qqq", "devops", 1_000_000);
    const devops = generated.filter((file) => ownerOfPath(file.path) === "devops").map((file) => file.path).sort();
    expect(devops.length).toBeGreaterThan(MAX_SHOWN);
    expect(shown.map((file) => file.path)).toEqual(devops.slice(0, MAX_SHOWN));
    expect(listed).toEqual(devops.slice(MAX_SHOWN).sort());
  });

  it("matches the message's words as words in the code, not inside longer ones", () => {
    const files = [
      { path: "frontend/src/api.ts", content: "const value = readHeaderValue(response);" },
      { path: "frontend/src/Top.tsx", content: '<header className="app-header" />' },
    ];
    expect(filesForBrief(files, "make the header green", "frontend", 1000).shown.map((file) => file.path)).toEqual(["frontend/src/Top.tsx"]);
  });
});

describe("the prompt", () => {
  it("names itself an edit call, with the schema in it only where the endpoint does not enforce one", () => {
    expect(editSystem("frontend", "json-schema")).toContain(EDIT_CALL_MARKER);
    expect(editSystem("frontend", "json-schema")).not.toContain("matching this JSON schema");
    expect(editSystem("backend", "json-object")).toContain('matching this JSON schema: {"');
  });

  it("shows files so that they can be read back out exactly, and numbers the problems of a second question", () => {
    const files = [
      { path: "frontend/src/a.tsx", content: "line one\n" },
      { path: "frontend/src/b.ts", content: "no newline at the end" },
    ];
    const question = editQuestion(model, "make the\nheader green", { shown: files, listed: ["frontend/src/c.ts"] });
    expect(question).toContain("Instruction: make the header green");
    expect(question).toContain("Other files (not shown; do not rewrite them): frontend/src/c.ts");
    expect(shownFiles(question)).toEqual(files);
    const again = retryQuestion(question, ["frontend/src/a.tsx"], ["a.tsx:3 (parse) does not parse", "edit 2: the search text is not in b.ts"]);
    expect(again).toContain("Problems to fix: (1) a.tsx:3 (parse) does not parse (2) edit 2: the search text is not in b.ts");
    expect(again).toContain("Your previous edits to frontend/src/a.tsx were applied");
  });
});
