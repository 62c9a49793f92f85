import { expect, test } from "./fixtures";
import { authHeaders, editorText, fileFromApi, openFile, openFilesPanel, openFinishedProject, replaceText, saveWithShortcut, startedReactProject } from "./files-panel";

/** The sign-in screen is the first thing the previewed app shows, and its title is one line of this file. */
const LOGIN = "frontend/src/auth/LoginScreen.tsx";

test("an edit saved in the files panel shows in the preview", async ({ page, user }) => {
  test.setTimeout(300_000);
  expect(user.email).toContain("@");
  const projectId = await startedReactProject(page, "Editor Bakery");
  await openFinishedProject(page, projectId);
  const frame = page.frameLocator('iframe[title^="Preview of"]');
  await expect(frame.getByRole("heading", { name: "Sign in to Editor Bakery" })).toBeVisible({ timeout: 30_000 });

  const panel = await openFilesPanel(page);
  // From the keyboard: the filter box narrows the tree, Enter opens the first match.
  const search = panel.getByRole("searchbox", { name: "Filter files" });
  await search.fill("auth loginscreen");
  await expect(panel.getByTestId("file-item")).toHaveCount(1);
  await search.press("Enter");
  await expect(panel.getByTestId("file-viewer").getByRole("heading", { name: LOGIN })).toBeVisible();
  const original = (await fileFromApi(page, projectId, LOGIN)).content;
  expect(original).toContain('"Sign in to Editor Bakery"');
  // A save that breaks the file is kept, and qa's problem shows with its file and line, above the editor.
  const brokenLine = original.split("\n").length + 1;
  await replaceText(page, panel, `${original}\nexport const broken = {;\n`);
  await page.keyboard.press("ControlOrMeta+s");
  await expect(panel.getByTestId("save-status")).toContainText("QA's checks found 1 problem in it:", { timeout: 20_000 });
  const problems = panel.getByTestId("file-problems");
  await expect(problems).toContainText(`${LOGIN}:${brokenLine}`);
  await expect(problems).toContainText("does not parse");
  expect((await fileFromApi(page, projectId, LOGIN)).content).toContain("export const broken = {;");
  await replaceText(page, panel, original.replace('"Sign in to Editor Bakery"', '"Welcome back to Editor Bakery"'));
  // The tree marks the file with unsaved changes until it is saved.
  await expect(panel.locator(`[data-testid="file-item"][data-path="${LOGIN}"]`)).toContainText("(unsaved changes)");
  await saveWithShortcut(page, panel);
  expect((await fileFromApi(page, projectId, LOGIN)).content).toContain('"Welcome back to Editor Bakery"');

  await panel.getByRole("button", { name: "Close", exact: true }).first().click();
  await expect(panel).toHaveCount(0);
  // The save is a checkpoint: AppForge builds the preview again, and the card shows the new build.
  await expect(frame.getByRole("heading", { name: "Welcome back to Editor Bakery" })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId("preview-state")).toContainText(/^Built/);
});

test("the history lists the edit, shows its diff, and restores the version before it", async ({ page, user }) => {
  test.setTimeout(300_000);
  expect(user.email).toContain("@");
  const projectId = await startedReactProject(page, "History Bakery");
  await openFinishedProject(page, projectId);

  let panel = await openFilesPanel(page);
  await openFile(panel, LOGIN);
  const original = (await fileFromApi(page, projectId, LOGIN)).content;
  await replaceText(page, panel, original.replace('"Sign in to History Bakery"', '"Hello again, History Bakery"'));
  await panel.getByRole("button", { name: "Save", exact: true }).click();
  await expect(panel.getByTestId("save-status")).toContainText("Saved as checkpoint");

  // History: the newest checkpoint is the owner's edit of the file.
  await panel.getByRole("tab", { name: "History" }).click();
  const newest = panel.getByTestId("checkpoint").first();
  await expect(newest.getByTestId("checkpoint-actor")).toHaveText("you");
  await expect(newest.getByTestId("checkpoint-files")).toContainText(LOGIN);
  await expect(panel.getByTestId("history-size")).toHaveText(/^History stores [\d.,]+ KB$/);
  const edited = Number(await newest.getAttribute("data-seq"));

  // Its diff: the old title removed, the new one added.
  await newest.getByRole("button", { name: `Changes in checkpoint ${edited}` }).click();
  const diff = panel.locator(`[data-testid="diff-file"][data-path="${LOGIN}"]`);
  await expect(diff.locator('tr[data-kind="removed"]')).toContainText('"Sign in to History Bakery"');
  await expect(diff.locator('tr[data-kind="added"]')).toContainText('"Hello again, History Bakery"');

  // Two checkpoints chosen by hand compare the same way.
  await panel.getByRole("checkbox", { name: `Compare checkpoint ${edited - 1}` }).check();
  await panel.getByRole("checkbox", { name: `Compare checkpoint ${edited}` }).check();
  await expect(panel.getByRole("heading", { name: `From checkpoint ${edited - 1} to ${edited}` })).toBeVisible();

  // Restore the checkpoint before the edit: asked first, then made a new checkpoint.
  await panel.getByRole("button", { name: `Restore checkpoint ${edited - 1}` }).click();
  await panel.getByRole("alertdialog").getByRole("button", { name: "Restore" }).click();
  await expect(panel.getByText(`Restored checkpoint ${edited - 1} as checkpoint ${edited + 1}.`)).toBeVisible();
  await expect(panel.getByTestId("checkpoint").first()).toHaveAttribute("data-seq", String(edited + 1));
  expect((await fileFromApi(page, projectId, LOGIN)).content).toBe(original);

  // The open file shows the restored text.
  await panel.getByRole("tab", { name: "Files" }).click();
  await expect(editorText(panel)).toContainText('"Sign in to History Bakery"');
  await expect(panel.getByTestId("dirty-badge")).toHaveCount(0);

  // A new file: created empty beside the open one, written, renamed, then deleted after a confirmation.
  await panel.getByRole("button", { name: "New file" }).click();
  await expect(panel.getByLabel("New file path")).toHaveValue("frontend/src/auth/");
  await panel.getByLabel("New file path").fill("docs/NOTES.md");
  await panel.getByRole("button", { name: "Create file" }).click();
  await expect(panel.getByTestId("file-viewer").getByRole("heading", { name: "docs/NOTES.md" })).toBeVisible();
  await replaceText(page, panel, "# Notes\n\nPickup slots are two hours long.\n");
  await saveWithShortcut(page, panel);
  await panel.getByRole("button", { name: "Rename", exact: true }).click();
  await panel.getByLabel("New path").fill("docs/PICKUP.md");
  await panel.getByRole("button", { name: "Rename", exact: true }).last().click();
  await expect(panel.getByTestId("file-viewer").getByRole("heading", { name: "docs/PICKUP.md" })).toBeVisible();
  expect((await fileFromApi(page, projectId, "docs/PICKUP.md")).content).toContain("Pickup slots are two hours long.");
  await panel.getByRole("button", { name: "Delete", exact: true }).click();
  await panel.getByRole("alertdialog").getByRole("button", { name: "Delete file" }).click();
  await expect(panel.getByTestId("file-viewer")).toHaveCount(0);
  await expect(panel.locator('[data-testid="file-item"][data-path="docs/PICKUP.md"]')).toHaveCount(0);

  // A file with CRLF line endings keeps them: a line typed in it adds one CRLF line, nothing else changes.
  await panel.getByRole("button", { name: "Close", exact: true }).first().click();
  await expect(panel).toHaveCount(0);
  const windows = "docs/WINDOWS.md";
  const created = await page.request.put(`/api/project-files/${projectId}/file`, {
    headers: await authHeaders(page),
    data: { path: windows, content: "# Windows\r\n\r\nWritten on Windows.\r\n", baseHash: null },
  });
  expect(created.status()).toBe(200);
  panel = await openFilesPanel(page);
  await openFile(panel, windows);
  await editorText(panel).click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.type("Pickup is at the back door.");
  await page.keyboard.press("Enter");
  await expect(panel.getByTestId("dirty-badge")).toHaveText("Unsaved changes");
  await saveWithShortcut(page, panel);
  // Markdown is not among what qa's checks read: the save says so, plainly.
  await expect(panel.getByTestId("save-status")).toContainText("QA's checks did not read this file");
  expect((await fileFromApi(page, projectId, windows)).content).toBe("# Windows\r\n\r\nWritten on Windows.\r\nPickup is at the back door.\r\n");
});

test("resolving a conflict: a re-run of a generator over an edited file keeps the edit, and the owner takes the generator's version", async ({ page, user }) => {
  test.setTimeout(240_000);
  expect(user.email).toContain("@");
  const projectId = await startedReactProject(page, "Conflict Bakery");
  await openFinishedProject(page, projectId);

  // The owner rewrites the requirements document...
  let panel = await openFilesPanel(page);
  await openFile(panel, "docs/REQUIREMENTS.md");
  const mine = "# Requirements\n\nWritten by the owner.\n";
  await replaceText(page, panel, mine);
  await saveWithShortcut(page, panel);
  await panel.getByRole("button", { name: "Close" }).first().click();

  // ...then sends a message whose re-plan writes that document again.
  const sent = await page.request.post(`/api/agents/${projectId}/message`, {
    headers: await authHeaders(page),
    data: { agent_type: "all", message: "Orders need a pickup slot of two hours" },
  });
  expect(sent.status()).toBe(201);
  await expect
    .poll(async () => {
      const answer = await page.request.get(`/api/project-files/${projectId}/conflicts`, { headers: await authHeaders(page) });
      return ((await answer.json()) as { conflicts?: unknown[] }).conflicts?.length ?? 0;
    }, { timeout: 60_000 })
    .toBe(1);
  await expect(page.getByTestId("engine-progress")).toHaveText("100.0%", { timeout: 60_000 });
  expect((await fileFromApi(page, projectId, "docs/REQUIREMENTS.md")).content).toBe(mine);

  panel = await openFilesPanel(page);
  const notice = panel.getByTestId("conflict-notice");
  await expect(notice).toContainText("changed files you edited: 1 conflict");
  await notice.getByRole("button", { name: "Review conflicts" }).click();
  const conflict = panel.getByRole("region", { name: "Conflict in docs/REQUIREMENTS.md" });
  await expect(conflict).toContainText("Written by the owner.");

  // A merged version being edited is unsaved work: closing asks first, and it survives a look at another tab.
  await conflict.getByRole("button", { name: "Edit and save merged" }).click();
  const merged = conflict.getByRole("textbox", { name: "Merged version of docs/REQUIREMENTS.md" });
  await merged.click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.type("Merged by hand.");
  await panel.getByRole("button", { name: "Close", exact: true }).last().click();
  const ask = panel.getByRole("alertdialog", { name: "Discard and close" });
  await expect(ask).toContainText("The merged version of docs/REQUIREMENTS.md is not saved.");
  await ask.getByRole("button", { name: "Keep editing" }).click();
  await panel.getByRole("tab", { name: "Files" }).click();
  await panel.getByRole("tab", { name: /^Conflicts/ }).click();
  await expect(merged).toContainText("Merged by hand.");
  await conflict.getByRole("button", { name: "Cancel" }).click();

  await conflict.getByRole("button", { name: "Take the generator's" }).click();
  await expect(panel.getByText("Took the generator's version of docs/REQUIREMENTS.md.")).toBeVisible();
  await expect(panel.getByTestId("conflict-notice")).toHaveCount(0);
  const resolved = await fileFromApi(page, projectId, "docs/REQUIREMENTS.md");
  expect(resolved.content).toContain("Orders need a pickup slot of two hours");
});
