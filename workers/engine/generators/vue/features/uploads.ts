import { code, test } from "../../files";
import { frontendFeatureEmitter } from "../../shared/frontend/feature";
import { uploadClientFile } from "../../shared/frontend/upload-client";
import type { VueFeature } from "../feature";


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
      uploadClientFile("frontend/src/files"),
      code("frontend/src/files/FilesScreen.vue", "frontend", screen),
      test("frontend/src/files/files.test.ts", screenTest),
    ],
  }),
  router: {
    imports: [`import FilesScreen from "./files/FilesScreen.vue";`],
    routes: [`{ path: "/files", component: FilesScreen }`],
  },
};
