import { code, test } from "../../files";
import type { GeneratedFile } from "../../types";
import { templateText } from "../../template-texts";

/**
 * files/upload.ts, the same in every frontend: plain TypeScript over the app's api/client that sends a
 * file's bytes as the API expects them and downloads them again, the token in a header both ways.
 */
export const uploadClient = `
import { ApiError, apiUrl, authHeaders } from "../api/client";

export interface Upload {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
}

/** Sends a file's bytes as the API expects them: octet-stream, name and type in headers. */
export async function uploadFile(file: File): Promise<Upload> {
  const response = await fetch(apiUrl("/api/uploads"), {
    method: "POST",
    headers: {
      ...authHeaders(),
      "Content-Type": "application/octet-stream",
      "X-File-Name": encodeURIComponent(file.name),
      "X-File-Type": file.type || "application/octet-stream",
    },
    body: file,
  });
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, (data as { error?: string } | null)?.error ?? "Upload failed");
  return data as Upload;
}

/**
 * Downloads a file: fetched with the token in the Authorization header (never in the URL, where logs, the
 * history and Referer headers would keep it), then saved under its name through a temporary link to the
 * bytes in memory. A refusal or a missing file throws ApiError, as the other calls do.
 */
export async function downloadFile(item: Upload): Promise<void> {
  const response = await fetch(apiUrl(\`/api/uploads/\${encodeURIComponent(item.id)}/content\`), { headers: authHeaders() });
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => null);
    throw new ApiError(response.status, (data as { error?: string } | null)?.error ?? "Download failed");
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = item.fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has resolved the link to the bytes: they are released after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export const size = (bytes: number) => (bytes < 1024 ? \`\${bytes} B\` : \`\${(bytes / 1024).toFixed(1)} KB\`);
`;

export const uploadClientFile = (folder: string): GeneratedFile => code(`${folder}/upload.ts`, "frontend", uploadClient);

/** test/downloads.ts, beside the app's test/stub-api.ts: the files screens' tests save downloads through it. */
export const downloadsStubFile = (folder: string): GeneratedFile => test(`${folder}/downloads.ts`, templateText("shared/frontend/templates/frontend/src/test/downloads.ts"));
