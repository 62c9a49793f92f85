// The Project Files panel as the browser journeys drive it (editor.spec.ts; reusable by any journey that
// edits files, e.g. a conflict after a generator's re-run). Not a spec: Playwright forbids one spec
// importing another.
import type { Locator, Page } from "@playwright/test";
import { z } from "zod";
import { fileStructureResponseSchema, type ProjectFile } from "../../workers/contract/files";
import { projectResponseSchema } from "../../workers/contract/projects";
import { expect } from "./fixtures";

export async function authHeaders(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => localStorage.getItem("authToken"));
  expect(token, "the signed-in session stores its token").toBeTruthy();
  return { Authorization: `Bearer ${token}` };
}

/** A React bakery with sign-in, created and started through the API as Start Development does. */
export const startedReactProject = (page: Page, name: string): Promise<string> => startedBakery(page, name, "react");

/** A bakery with sign-in on the given frontend, created and started through the API as Start Development does. */
export async function startedBakery(page: Page, name: string, frontend: string): Promise<string> {
  const headers = await authHeaders(page);
  const created = await page.request.post("/api/projects", {
    headers,
    data: {
      name,
      description: "Online orders with pickup slots for a small bakery",
      tech_stack: [frontend, "nodejs", "postgresql"],
      wizard_data: { projectType: "ecommerce", features: ["auth"], userTypes: "Customers and the owner", deployment: "render", design: "modern" },
    },
  });
  expect(created.status()).toBe(201);
  const projectId = projectResponseSchema.parse(await created.json()).project.id;
  expect((await page.request.post(`/api/projects/${projectId}/start`, { headers })).status()).toBe(200);
  return projectId;
}

/** Opens the project's screen and waits until the agents are done and the preview is built. */
export async function openFinishedProject(page: Page, projectId: string): Promise<void> {
  await page.goto(`/projects/${projectId}`);
  await expect(page.getByTestId("engine-progress")).toHaveText("100.0%", { timeout: 180_000 });
  await expect(page.getByTestId("preview-state")).toContainText(/^Built/, { timeout: 60_000 });
}

/** One file as the API has it now. */
export async function fileFromApi(page: Page, projectId: string, path: string): Promise<ProjectFile> {
  const response = await page.request.get(`/api/project-files/${projectId}/files`, { headers: await authHeaders(page) });
  const { structure } = fileStructureResponseSchema.parse(await response.json());
  const file = Object.values(structure)
    .flatMap((group) => group.files)
    .find((candidate) => candidate.path === path);
  if (!file) throw new Error(`${path} is not among the project's files`);
  return file;
}

/** Opens the Project Files panel from the Actions card; answers the dialog once its tree shows. */
export async function openFilesPanel(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "View Project Files" }).click();
  const panel = page.getByRole("dialog", { name: "Project Files" });
  await expect(panel.getByTestId("file-tree")).toBeVisible();
  return panel;
}

/** Finds a file with the tree's filter box and opens it in the editor. */
export async function openFile(panel: Locator, path: string): Promise<Locator> {
  await panel.getByRole("searchbox", { name: "Filter files" }).fill(path);
  await panel.locator(`[data-testid="file-item"][data-path="${path}"]`).click();
  const viewer = panel.getByTestId("file-viewer");
  await expect(viewer.getByRole("heading", { name: path })).toBeVisible();
  await expect(editorText(panel)).toBeVisible();
  return viewer;
}

/** The open file's editable text. */
export function editorText(panel: Locator): Locator {
  return panel.getByRole("textbox", { name: /^Content of / });
}

/** Replaces the open file's whole text, as a paste over a select-all does. */
export async function replaceText(page: Page, panel: Locator, text: string): Promise<void> {
  await editorText(panel).click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.insertText(text);
  await expect(panel.getByTestId("dirty-badge")).toHaveText("Unsaved changes");
}

/** Saves the open file with the keyboard shortcut; answers the checkpoint it made. */
export async function saveWithShortcut(page: Page, panel: Locator): Promise<number> {
  await page.keyboard.press("ControlOrMeta+s");
  const status = panel.getByTestId("save-status");
  await expect(status).toContainText("Saved as checkpoint", { timeout: 20_000 });
  await expect(panel.getByTestId("dirty-badge")).toHaveCount(0);
  return Number(z.string().regex(/\d+/).parse(/checkpoint (\d+)/.exec((await status.textContent()) ?? "")?.[1]));
}
