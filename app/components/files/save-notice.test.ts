import { describe, expect, it } from "vitest";
import type { Checkpoint } from "../../../workers/contract/files";
import { saveNotice } from "./save-notice";

const checkpoint: Checkpoint = { seq: 7, kind: "user", actor: "you", reason: "Edited a.ts", taskId: null, restoredFrom: null, createdAt: "2025-01-01T00:00:00Z", files: [] };
const problem = { path: "a.ts", line: 3, check: "syntax", message: "Unexpected token" };

describe("saveNotice", () => {
  it("names the checkpoint and what qa's checks made of the save", () => {
    expect(saveNotice({ checkpoint, problems: [], checked: 1 })).toBe("Saved as checkpoint 7. QA's checks passed.");
    expect(saveNotice({ checkpoint, problems: [problem], checked: 1 })).toBe("Saved as checkpoint 7. QA's checks found 1 problem in it:");
    expect(saveNotice({ checkpoint, problems: [problem, problem], checked: 1 })).toBe("Saved as checkpoint 7. QA's checks found 2 problems in it:");
    expect(saveNotice({ checkpoint, problems: [], checked: 0 })).toBe(
      "Saved as checkpoint 7. QA's checks did not read this file (they read JavaScript, TypeScript, Vue, JSON, Python and HTML once development has started).",
    );
    expect(saveNotice({ checkpoint: null, problems: [], checked: 0 })).toBe("Nothing to save: the file already has this content.");
  });
});
