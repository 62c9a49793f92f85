import { useState, type FormEvent } from "react";
import { request } from "../api/client";
import { ErrorMessage } from "../components/ErrorMessage";
import { useRecords } from "../components/useRecords";
import { downloadFile, size, uploadFile, type Upload } from "./upload";

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

  const download = async (item: Upload) => {
    try {
      await downloadFile(item);
      setError(null);
    } catch (failure) {
      setError(failure);
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
              <button type="button" className="button secondary" onClick={() => void download(item)}>
                {item.fileName}
              </button>{" "}
              <span className="muted">{size(item.size)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
