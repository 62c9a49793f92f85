import { afterEach, describe, expect, it, vi } from "vitest";
import { control, mountScreen, unmountAll } from "../test/mount";
import { stubApi } from "../test/stub-api";
import FilesScreen from "./FilesScreen.vue";

describe("files", () => {
  afterEach(() => {
    unmountAll();
    vi.unstubAllGlobals();
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
});
