import { code, test } from "../../../files";
import { uploadClientFile } from "../../frontend/upload-client";
import { frontendFeatureEmitter, type FrontendFeature } from "../../frontend/feature";

export const filesScreen = `
import { useState, type FormEvent } from "react";
import { request } from "../api/client";
import { ErrorMessage } from "../components/ErrorMessage";
import { useRecords } from "../components/useRecords";
import { downloadUrl, size, uploadFile, type Upload } from "./upload";

const listUploads = () => request<Upload[]>("GET", "/api/uploads");

/** /files: upload documents and images, and download them again. */
export function FilesScreen() {
  const { records, error: listError, reload } = useRecords(listUploads);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setBusy(true);
    try {
      await uploadFile(file);
      setFile(null);
      setError(null);
      await reload();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="screen">
      <header className="screen-header">
        <h1>Files</h1>
      </header>
      <ErrorMessage error={error ?? listError} />
      <form className="form card" onSubmit={upload}>
        <div className="field">
          <label htmlFor="file">File (up to 10 MB)</label>
          <input id="file" type="file" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
        </div>
        <button type="submit" className="button" disabled={!file || busy}>
          {busy ? "Uploading…" : "Upload"}
        </button>
      </form>
      {records.length === 0 ? (
        <p className="muted">No files yet.</p>
      ) : (
        <ul>
          {records.map((item) => (
            <li key={item.id}>
              <a href={downloadUrl(item)}>{item.fileName}</a> <span className="muted">{size(item.size)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
`;

const screenTest = `
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { ROUTER_FUTURE } from "../router-future";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "../test/stub-api";
import { FilesScreen } from "./FilesScreen";

describe("files", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("lists files and uploads a new one", async () => {
    const calls = stubApi({ uploads: [{ id: "u1", fileName: "menu.pdf", contentType: "application/pdf", size: 2048 }] });
    render(
      <MemoryRouter future={ROUTER_FUTURE}>
        <FilesScreen />
      </MemoryRouter>,
    );
    expect(await screen.findByText("menu.pdf")).toBeTruthy();
    const file = new File(["hello"], "hello.txt", { type: "text/plain" });
    fireEvent.change(screen.getByLabelText("File (up to 10 MB)"), { target: { files: [file] } });
    fireEvent.click(screen.getByRole("button", { name: "Upload" }));
    await waitFor(() => expect(calls.some((call) => call.method === "POST" && call.path === "/api/uploads")).toBe(true));
  });
});
`;

export const uploadsFrontend: FrontendFeature = {
  feature: "file-upload",
  emitter: frontendFeatureEmitter("file-upload", {
    name: "File upload screen",
    description: "A files screen to upload documents and images and download them again.",
    emit: () => [
      uploadClientFile("frontend/src/files"),
      code("frontend/src/files/FilesScreen.tsx", "frontend", filesScreen),
      test("frontend/src/files/files.test.tsx", screenTest),
    ],
  }),
  app: {
    imports: [`import { FilesScreen } from "./files/FilesScreen";`],
    routes: [`<Route path="/files" element={<FilesScreen />} />`],
  },
};
