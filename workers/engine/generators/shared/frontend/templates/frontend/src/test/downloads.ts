import { vi } from "vitest";

/** A request for a file's bytes, as the app sent it. */
export interface DownloadRequest {
  url: string;
  headers: Headers;
}

/** A file the app saved: the name its download link gave and the object URL it pointed at. */
export interface SavedFile {
  name: string;
  url: string;
}

/**
 * Serves downloads on top of the stubbed API (call stubApi first): GET /api/uploads/<id>/content answers the
 * next of `answers` (then 404). jsdom saves no files, so object URLs are handed out and recorded, and a
 * link's click records what it would save instead of navigating.
 */
export function stubDownloads(answers: Response[]) {
  const requests: DownloadRequest[] = [];
  const blobs: Blob[] = [];
  const saved: SavedFile[] = [];
  const revoked: string[] = [];
  const api = fetch;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (!/\/api\/uploads\/[^/]+\/content$/.test(url)) return api(input, init);
      requests.push({ url, headers: new Headers(init?.headers) });
      return answers.shift() ?? new Response(JSON.stringify({ error: "Not found" }), { status: 404 });
    }),
  );
  // The body's Blob comes from the runtime's fetch, not jsdom's Blob class: kept as given.
  URL.createObjectURL = (object: Blob | MediaSource) => {
    blobs.push(object as Blob);
    return `blob:file-${blobs.length}`;
  };
  URL.revokeObjectURL = (url: string) => {
    revoked.push(url);
  };
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, url: this.href });
  });
  return { requests, blobs, saved, revoked };
}
