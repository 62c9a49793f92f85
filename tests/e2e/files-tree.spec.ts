import type { Locator, Page } from "@playwright/test";
import { fileStructureResponseSchema } from "../../workers/contract/files";
import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { authHeaders, openFilesPanel, startedReactProject } from "./files-panel";

/** Every path of the project, as the API lists them. */
async function pathsOf(page: Page, projectId: string): Promise<string[]> {
  const response = await page.request.get(`/api/project-files/${projectId}/files`, { headers: await authHeaders(page) });
  const { structure } = fileStructureResponseSchema.parse(await response.json());
  return Object.values(structure).flatMap((group) => group.files.map((file) => file.path));
}

/** The path of the tree row that has the keyboard's focus. */
const focusedPath = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("data-path") ?? null);

/** Presses Down (or Up) until the row of `path` has focus, at most once per row. */
async function arrowTo(page: Page, tree: Locator, path: string, key: "ArrowDown" | "ArrowUp" = "ArrowDown"): Promise<void> {
  const rows = await tree.getByRole("treeitem").count();
  for (let press = 0; press < rows && (await focusedPath(page)) !== path; press++) await page.keyboard.press(key);
  expect(await focusedPath(page)).toBe(path);
}

test("the files panel groups a big project's files by folder, with counts, a filter, the keyboard and named downloads", async ({ page, user }) => {
  test.setTimeout(240_000);
  expect(user.email).toContain("@");
  const projectId = await startedReactProject(page, "Tree Bakery");
  await page.goto(`/projects/${projectId}`);
  await expect(page.getByTestId("engine-progress")).toHaveText("100.0%", { timeout: 180_000 });
  const paths = await pathsOf(page, projectId);
  // A generated project is well past what the tree opens whole (40 files).
  expect(paths.length).toBeGreaterThan(40);
  const inSrc = paths.filter((path) => path.startsWith("frontend/src/"));
  expect(inSrc.length).toBeGreaterThan(1);

  const panel = await openFilesPanel(page);
  const tree = panel.getByRole("tree", { name: "Project files" });
  await expect(panel.getByTestId("file-tree-status")).toHaveText(new RegExp(`^${paths.length} files in \\d+ folders$`));
  // Top folders open, each with the count of the files under it; the folders inside them closed.
  const frontend = tree.locator('[data-testid="folder-item"][data-path="frontend"]');
  await expect(frontend).toHaveAttribute("aria-expanded", "true");
  await expect(frontend).toContainText(`${paths.filter((path) => path.startsWith("frontend/")).length} files`);
  const src = tree.locator('[data-testid="folder-item"][data-path="frontend/src"]');
  await expect(src).toHaveAttribute("aria-expanded", "false");
  await expect(src).toContainText(`${inSrc.length} files`);
  await expect(tree.locator('[data-testid="file-item"][data-path^="frontend/src/"]')).toHaveCount(0);
  expect(await tree.getByRole("treeitem").count()).toBeLessThan(paths.length / 2);

  // From the keyboard: Down from the filter box enters the tree; Right opens a folder, Left closes it.
  const filter = panel.getByRole("searchbox", { name: "Filter files" });
  await filter.focus();
  await page.keyboard.press("ArrowDown");
  await expect(tree.getByRole("treeitem").first()).toBeFocused();
  await arrowTo(page, tree, "frontend/src");
  await page.keyboard.press("ArrowRight");
  await expect(src).toHaveAttribute("aria-expanded", "true");
  await expect(tree.locator('[data-testid="file-item"][data-path^="frontend/src/"]').first()).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(src).toHaveAttribute("aria-expanded", "false");
  await expect(tree.locator('[data-testid="file-item"][data-path^="frontend/src/"]')).toHaveCount(0);
  await page.keyboard.press("Enter");
  await expect(src).toHaveAttribute("aria-expanded", "true");
  // Right again enters the folder; Left from inside goes back up to it.
  await page.keyboard.press("ArrowRight");
  expect(await focusedPath(page)).toMatch(/^frontend\/src\//);
  await page.keyboard.press("ArrowLeft");
  expect(await focusedPath(page)).toBe("frontend/src");
  // The tree is one Tab stop: Tab leaves it, Shift+Tab comes back to the row that had focus.
  await page.keyboard.press("Tab");
  expect(await focusedPath(page)).toBeNull();
  await page.keyboard.press("Shift+Tab");
  expect(await focusedPath(page)).toBe("frontend/src");

  // Enter on a file opens it.
  const readme = paths.includes("README.md") ? "README.md" : (paths.find((path) => !path.includes("/")) ?? "");
  expect(readme).not.toBe("");
  await page.keyboard.press("End");
  await arrowTo(page, tree, readme, "ArrowUp");
  await page.keyboard.press("Enter");
  await expect(panel.getByTestId("file-viewer").getByRole("heading", { name: readme })).toBeVisible();
  await expect(tree.locator(`[data-testid="file-item"][data-path="${readme}"]`)).toHaveAttribute("aria-selected", "true");

  // The filter keeps what matches, every folder on the way open, and says how many.
  await filter.fill("auth loginscreen");
  await expect(panel.getByTestId("file-tree-status")).toHaveText(`1 of ${paths.length} files match`);
  await expect(tree.getByTestId("file-item")).toHaveCount(1);
  await expect(tree.getByTestId("folder-item").first()).toHaveAttribute("aria-expanded", "true");
  await filter.fill("");
  await expect(panel.getByTestId("file-tree-status")).toHaveText(new RegExp(`^${paths.length} files`));
  // Open all, Close all.
  await panel.getByRole("button", { name: "Open all" }).click();
  await expect(tree.getByTestId("file-item")).toHaveCount(paths.length);
  await panel.getByRole("button", { name: "Close all" }).click();
  await expect(tree.getByRole("treeitem")).toHaveCount(await tree.locator('[aria-level="1"]').count());

  // The downloads say what each gives.
  await expect(panel.getByRole("button", { name: "Download code (ZIP)" })).toHaveAccessibleDescription(/every file in its folders/);
  await expect(panel.getByRole("button", { name: "Export project data (JSON)" })).toHaveAccessibleDescription(/project's name and each file's path, type and text/);
  await expect(panel.getByRole("button", { name: /^Download Project$|^Download ZIP$/ })).toHaveCount(0);

  const problems = await seriousViolations(page, "files panel (desktop)");
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(panel.getByRole("button", { name: "Download code (ZIP)" })).toBeInViewport();
  await expect(panel.getByRole("button", { name: "Export project data (JSON)" })).toBeInViewport();
  problems.push(...(await seriousViolations(page, "files panel (phone)")));
  expect(problems).toEqual([]);
});
