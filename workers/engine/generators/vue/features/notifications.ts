import { code, test } from "../../files";
import { frontendFeatureEmitter } from "../../shared/frontend/feature";
import type { VueFeature } from "../feature";

const screen = `
<script setup lang="ts">
import { ref, shallowRef } from "vue";
import { request } from "../api/client";
import ErrorMessage from "../components/ErrorMessage.vue";
import { useRecords } from "../components/useRecords";

interface Notification {
  id: string;
  recipient: string;
  title: string;
  body: string | null;
  read: boolean;
}

/** /notifications: the latest notifications, marked read one by one, and a form to send one. */
const { records, error: listError, loading, reload } = useRecords(() => request<Notification[]>("GET", "/api/notifications"));
const recipient = ref("");
const title = ref("");
const error = shallowRef<unknown>(null);

async function markRead(id: string) {
  try {
    await request("POST", \`/api/notifications/\${encodeURIComponent(id)}/read\`);
    await reload();
  } catch (failure) {
    error.value = failure;
  }
}

async function send() {
  try {
    await request("POST", "/api/notifications", { recipient: recipient.value, title: title.value });
    title.value = "";
    await reload();
  } catch (failure) {
    error.value = failure;
  }
}
</script>

<template>
  <section class="screen">
    <header class="screen-header">
      <h1>Notifications</h1>
    </header>
    <ErrorMessage :error="error ?? listError" />
    <p v-if="loading" class="muted">Loading notifications…</p>
    <p v-else-if="records.length === 0" class="muted">No notifications yet.</p>
    <ul v-else class="screen">
      <li v-for="notification in records" :key="notification.id" class="card">
        <strong>{{ notification.title }}</strong>
        <p v-if="notification.body">{{ notification.body }}</p>
        <p class="muted">To {{ notification.recipient }}</p>
        <span v-if="notification.read" class="muted">Read</span>
        <button v-else type="button" class="button secondary" @click="markRead(notification.id)">Mark as read</button>
      </li>
    </ul>
    <h2>Send a notification</h2>
    <form class="form card" @submit.prevent="send">
      <div class="field">
        <label for="recipient" class="required">Recipient (email or name)</label>
        <input id="recipient" v-model="recipient" required />
      </div>
      <div class="field">
        <label for="title" class="required">Title</label>
        <input id="title" v-model="title" required />
      </div>
      <button type="submit" class="button">Send</button>
    </form>
  </section>
</template>
`;

const screenTest = `
import { afterEach, describe, expect, it, vi } from "vitest";
import { button, mountScreen, unmountAll } from "../test/mount";
import { stubApi } from "../test/stub-api";
import NotificationsScreen from "./NotificationsScreen.vue";

describe("notifications", () => {
  afterEach(() => {
    unmountAll();
    vi.unstubAllGlobals();
  });

  it("lists notifications and marks one read", async () => {
    const calls = stubApi({
      notifications: [{ id: "n1", recipient: "sam@example.com", title: "Your order is ready", body: null, read: false }],
    });
    const wrapper = await mountScreen(NotificationsScreen, "/notifications");
    await vi.waitFor(() => expect(wrapper.text()).toContain("Your order is ready"));
    await button(wrapper, "Mark as read").trigger("click");
    await vi.waitFor(() => expect(calls.some((call) => call.path === "/api/notifications/n1/read")).toBe(true));
  });
});
`;

export const notificationsVue: VueFeature = {
  feature: "notifications",
  emitter: frontendFeatureEmitter("notifications", {
    name: "Notifications screen",
    description: "A notifications screen: the latest notifications, marking them read, and sending one.",
    emit: () => [
      code("frontend/src/notifications/NotificationsScreen.vue", "frontend", screen),
      test("frontend/src/notifications/notifications.test.ts", screenTest),
    ],
  }),
  router: {
    imports: [`import NotificationsScreen from "./notifications/NotificationsScreen.vue";`],
    routes: [`{ path: "/notifications", component: NotificationsScreen }`],
  },
};
