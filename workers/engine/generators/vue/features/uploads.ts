import { code, test } from "../../files";
import { frontendFeatureEmitter } from "../../react/feature";
import type { VueFeature } from "../feature";

const upload = `
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

const screen = `
<script setup lang="ts">
import { ref, shallowRef } from "vue";
import { request } from "../api/client";
import ErrorMessage from "../components/ErrorMessage.vue";
import { useRecords } from "../components/useRecords";
import { downloadUrl, size, uploadFile, type Upload } from "./upload";

/** /files: upload documents and images, and download them again. */
const { records, error: listError, reload } = useRecords(() => request<Upload[]>("GET", "/api/uploads"));
const file = shallowRef<File | null>(null);
const input = ref<HTMLInputElement | null>(null);
const busy = ref(false);
const error = shallowRef<unknown>(null);

function choose(event: Event) {
  file.value = (event.target as HTMLInputElement).files?.[0] ?? null;
}

async function send() {
  if (!file.value) return;
  busy.value = true;
  try {
    await uploadFile(file.value);
    file.value = null;
    if (input.value) input.value.value = "";
    error.value = null;
    await reload();
  } catch (failure) {
    error.value = failure;
  } finally {
    busy.value = false;
  }
}
</script>

<template>
  <section class="screen">
    <header class="screen-header">
      <h1>Files</h1>
    </header>
    <ErrorMessage :error="error ?? listError" />
    <form class="form card" @submit.prevent="send">
      <div class="field">
        <label for="file">File (up to 10 MB)</label>
        <input id="file" ref="input" type="file" @change="choose" />
      </div>
      <button type="submit" class="button" :disabled="!file || busy">{{ busy ? "Uploading…" : "Upload" }}</button>
    </form>
    <p v-if="records.length === 0" class="muted">No files yet.</p>
    <ul v-else>
      <li v-for="item in records" :key="item.id">
        <a :href="downloadUrl(item)">{{ item.fileName }}</a> <span class="muted">{{ size(item.size) }}</span>
      </li>
    </ul>
  </section>
</template>
`;

const screenTest = `
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
`;

export const uploadsVue: VueFeature = {
  feature: "file-upload",
  emitter: frontendFeatureEmitter("file-upload", {
    name: "File upload screen",
    description: "A files screen to upload documents and images and download them again.",
    emit: () => [
      code("frontend/src/files/upload.ts", "frontend", upload),
      code("frontend/src/files/FilesScreen.vue", "frontend", screen),
      test("frontend/src/files/files.test.ts", screenTest),
    ],
  }),
  router: {
    imports: [`import FilesScreen from "./files/FilesScreen.vue";`],
    routes: [`{ path: "/files", component: FilesScreen }`],
  },
};
