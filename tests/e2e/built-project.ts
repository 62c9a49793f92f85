import type { FrameLocator, Page } from "@playwright/test";
import { z } from "zod";
import { appModelSchema, type AppModel } from "../../workers/engine/model";
import { expect } from "./fixtures";
import { authHeaders, openFinishedProject, startedBakery } from "./files-panel";

// The preview journeys' shared steps: a project started and built through the API, its app model, and a save
// made as another tab or a script would make it.

export { authHeaders };

/** A bakery with sign-in on the given frontend, started through the API as Start Development does. */
export const startedProject = (page: Page, frontend: string): Promise<string> => startedBakery(page, `Preview ${frontend} Bakery`, frontend);

/** A started project's screen once its agents have finished and AppForge has built its preview. */
export async function openBuiltProject(page: Page, frontend: string): Promise<string> {
  const projectId = await startedProject(page, frontend);
  await openFinishedProject(page, projectId);
  return projectId;
}

export async function appModel(page: Page, projectId: string): Promise<AppModel> {
  const response = await page.request.get(`/api/project-files/${projectId}/download`, { headers: await authHeaders(page) });
  const files = z.object({ files: z.array(z.object({ path: z.string(), content: z.string() })) }).parse(await response.json()).files;
  const file = files.find((candidate) => candidate.path === "docs/app-model.json");
  if (!file) throw new Error("no app model");
  return appModelSchema.parse(JSON.parse(file.content));
}

/** Saves a project file through the API, as another tab or a script would (the owner's token, the file's current hash). */
export async function saveThroughTheApi(page: Page, projectId: string, path: string, change: (content: string) => string): Promise<string> {
  const headers = await authHeaders(page);
  const listed = z
    .object({ structure: z.record(z.string(), z.object({ files: z.array(z.object({ path: z.string(), content: z.string(), hash: z.string() })) })) })
    .parse(await (await page.request.get(`/api/project-files/${projectId}/files`, { headers })).json());
  const file = Object.values(listed.structure).flatMap((group) => group.files).find((candidate) => candidate.path === path);
  if (!file) throw new Error(`${path} is not among the project's files`);
  const content = change(file.content);
  const saved = await page.request.put(`/api/project-files/${projectId}/file`, { headers, data: { path, content, baseHash: file.hash } });
  expect(saved.status()).toBe(200);
  return content;
}

/** Registers the previewed app's first account in the frame (it signs in at once). */
export async function registerInPreview(frame: FrameLocator, account = { name: "Preview Tester", email: "tester@example.com" }): Promise<void> {
  const registration = frame.locator("form");
  // The card's status line can still change its height as the build settles, moving the frame under a
  // click: the click is tried again until the registration form shows.
  await expect(async () => {
    await frame.locator('a[href="/register"]').first().click();
    await expect(registration.getByLabel("Name", { exact: true })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await registration.getByLabel("Name", { exact: true }).fill(account.name);
  await registration.getByLabel("Email", { exact: true }).fill(account.email);
  await registration.getByLabel("Password", { exact: true }).fill("correct-horse-battery-42");
  await registration.locator('button[type="submit"]').click();
}
