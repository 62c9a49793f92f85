import { fireEvent, screen, waitFor } from "@testing-library/dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openAt } from "../test/harness";
import { stubApi } from "../test/stub-api";
import { FilesScreen } from "./files-screen";

describe("files", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
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
});
