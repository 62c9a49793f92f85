import { fireEvent, screen, waitFor } from "@testing-library/dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { tokenStore } from "../api/client";
import { stubDownloads } from "../test/downloads";
import { openAt } from "../test/harness";
import { stubApi } from "../test/stub-api";
import { FilesScreen } from "./files-screen";

describe("files", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    tokenStore.clear();
  });

  it("lists files and uploads a new one", async () => {
    const calls = stubApi({ uploads: [{ id: "u1", fileName: "menu.pdf", contentType: "application/pdf", size: 2048 }] });
    await openAt("/files", [{ path: "files", component: FilesScreen }]);
    expect(screen.getByRole("heading", { level: 1, name: "Files" })).toBeTruthy();
    expect(await screen.findByText("menu.pdf")).toBeTruthy();
    const file = new File(["hello"], "hello.txt", { type: "text/plain" });
    fireEvent.change(screen.getByLabelText("File (up to 10 MB)"), { target: { files: [file] } });
    const button = screen.getByRole("button", { name: "Upload" }) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(calls.some((call) => call.method === "POST" && call.path === "/api/uploads")).toBe(true));
  });

  it("downloads a file with the token in a header, not in the URL, and shows a failed download", async () => {
    tokenStore.set("test-token");
    stubApi({ uploads: [{ id: "u1", fileName: "menu.pdf", contentType: "application/pdf", size: 2048 }] });
    const downloads = stubDownloads([new Response("%PDF-1.7", { headers: { "Content-Type": "application/pdf" } }), new Response(JSON.stringify({ error: "File not found" }), { status: 404 })]);
    await openAt("/files", [{ path: "files", component: FilesScreen }]);
    fireEvent.click(await screen.findByRole("button", { name: "menu.pdf" }));
    await waitFor(() => expect(downloads.saved).toEqual([{ name: "menu.pdf", url: "blob:file-1" }]));
    expect(await downloads.blobs[0]?.text()).toBe("%PDF-1.7");
    expect(downloads.requests[0]?.url).toBe("/api/uploads/u1/content");
    expect(downloads.requests[0]?.headers.get("Authorization")).toBe("Bearer test-token");
    await waitFor(() => expect(downloads.revoked).toEqual(["blob:file-1"]));
    fireEvent.click(screen.getByRole("button", { name: "menu.pdf" }));
    expect((await screen.findByRole("alert")).textContent?.trim()).toBe("File not found");
    expect(downloads.saved).toHaveLength(1);
  });
});
