import { code } from "../../files";
import type { GeneratedFile } from "../../types";

/**
 * files/upload.ts, the same in every frontend: plain TypeScript over the app's api/client that sends a
 * file's bytes as the API expects them and links to its download.
 */
export const uploadClient = `
import { ApiError, apiUrl, authHeaders, tokenStore } from "../api/client";

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

/** A download link that works without headers (the token goes in the query). */
export function downloadUrl(item: Upload): string {
  const token = tokenStore.get();
  const query = token ? \`?token=\${encodeURIComponent(token)}\` : "";
  return apiUrl(\`/api/uploads/\${encodeURIComponent(item.id)}/content\${query}\`);
}

export const size = (bytes: number) => (bytes < 1024 ? \`\${bytes} B\` : \`\${(bytes / 1024).toFixed(1)} KB\`);
`;

export const uploadClientFile = (folder: string): GeneratedFile => code(`${folder}/upload.ts`, "frontend", uploadClient);
