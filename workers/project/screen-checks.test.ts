import { describe, expect, it } from "vitest";
import { buildSourcesOf, changedSources, MAX_TRACKED_SOURCES } from "./screen-checks";

const LIST = "frontend/src/screens/orders/OrdersList.tsx";
const APP = "frontend/src/App.tsx";

describe("what a build changed since the last checked one", () => {
  it("names the files added, changed or removed, and leaves out what a build does not read", async () => {
    const checked = await buildSourcesOf("b1", 3, [
      { path: APP, content: "app" },
      { path: LIST, content: "list" },
      { path: "frontend/src/old.ts", content: "gone" },
    ]);
    const published = await buildSourcesOf("b2", 3, [
      { path: APP, content: "app" },
      { path: LIST, content: "list, changed" },
      { path: "frontend/src/new.ts", content: "new" },
      { path: "frontend/src/screens/orders/orders.test.tsx", content: "a test is not built" },
      { path: "backend/src/server.ts", content: "nor is the backend" },
    ]);
    expect(changedSources(published, checked)).toEqual(["frontend/src/new.ts", "frontend/src/old.ts", LIST]);
    // The checked build itself: nothing changed.
    expect(changedSources(checked, checked)).toEqual([]);
  });

  it("is not known without a checked build, with a build whose sources are unknown, or with a new app model", async () => {
    const checked = await buildSourcesOf("b1", 3, [{ path: LIST, content: "list" }]);
    const sameFiles = await buildSourcesOf("b2", 4, [{ path: LIST, content: "list" }]);
    const changedToo = await buildSourcesOf("b3", 4, [{ path: LIST, content: "list, changed" }]);
    expect(changedSources(checked, null)).toBeNull();
    expect(changedSources(null, checked)).toBeNull();
    // A new app model can change every screen, whether or not a file changed with it.
    expect(changedSources(sameFiles, checked)).toBeNull();
    expect(changedSources(changedToo, checked)).toBeNull();
    const tooMany = Array.from({ length: MAX_TRACKED_SOURCES + 1 }, (_, index) => ({ path: `frontend/src/file-${index}.ts`, content: "x" }));
    expect(await buildSourcesOf("b4", 3, tooMany)).toBeNull();
  });
});
