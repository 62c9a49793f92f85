import { afterEach, describe, expect, it, vi } from "vitest";
import { tokenStore } from "../api/client";
import { stubDownloads } from "../test/downloads";
import { button, control, mountScreen, unmountAll } from "../test/mount";
import { stubApi } from "../test/stub-api";
import FilesScreen from "./FilesScreen.vue";

describe("files", () => {
  afterEach(() => {
    unmountAll();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    tokenStore.clear();
  });

  it("lists files and uploads a new one", async () => {
    const calls = stubApi({ uploads: [{ id: "u1", fileName: "menu.pdf", contentType: "application/pdf", size: 2048 }] });
    const wrapper = await mountScreen(FilesScreen, "/files");
    await vi.waitFor(() => expect(wrapper.text()).toContain("menu.pdf"));
    const picker = control(wrapper, "File (up to 10 MB)");
    Object.defineProperty(picker.element, "files", { value: [new File(["hello"], "hello.txt", { type: "text/plain" })] });
    await picker.trigger("change");
    await wrapper.get("form").trigger("submit");
    await vi.waitFor(() => expect(calls.some((call) => call.method === "POST" && call.path === "/api/uploads")).toBe(true));
  });

  it("downloads a file with the token in a header, not in the URL, and shows a failed download", async () => {
    tokenStore.set("test-token");
    stubApi({ uploads: [{ id: "u1", fileName: "menu.pdf", contentType: "application/pdf", size: 2048 }] });
    const downloads = stubDownloads([new Response("%PDF-1.7", { headers: { "Content-Type": "application/pdf" } }), new Response(JSON.stringify({ error: "File not found" }), { status: 404 })]);
    const wrapper = await mountScreen(FilesScreen, "/files");
    await vi.waitFor(() => expect(wrapper.text()).toContain("menu.pdf"));
    await button(wrapper, "menu.pdf").trigger("click");
    await vi.waitFor(() => expect(downloads.saved).toEqual([{ name: "menu.pdf", url: "blob:file-1" }]));
    expect(await downloads.blobs[0]?.text()).toBe("%PDF-1.7");
    expect(downloads.requests[0]?.url).toBe("/api/uploads/u1/content");
    expect(downloads.requests[0]?.headers.get("Authorization")).toBe("Bearer test-token");
    await vi.waitFor(() => expect(downloads.revoked).toEqual(["blob:file-1"]));
    await button(wrapper, "menu.pdf").trigger("click");
    await vi.waitFor(() => expect(wrapper.get("[role=alert]").text()).toBe("File not found"));
    expect(downloads.saved).toHaveLength(1);
  });
});
