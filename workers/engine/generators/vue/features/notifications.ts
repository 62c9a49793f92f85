import { code, test } from "../../files";
import { frontendFeatureEmitter } from "../../shared/frontend/feature";
import type { VueFeature } from "../feature";
import { templateText } from "../../template-texts";

export const notificationsVue: VueFeature = {
  feature: "notifications",
  emitter: frontendFeatureEmitter("notifications", {
    name: "Notifications screen",
    description: "A notifications screen: the latest notifications, marking them read, and sending one.",
    emit: () => [
      code("frontend/src/notifications/NotificationsScreen.vue", "frontend", templateText("vue/templates/frontend/src/notifications/NotificationsScreen.vue")),
      test("frontend/src/notifications/notifications.test.ts", templateText("vue/templates/frontend/src/notifications/notifications.test.ts")),
    ],
  }),
  router: {
    imports: [`import NotificationsScreen from "./notifications/NotificationsScreen.vue";`],
    routes: [`{ path: "/notifications", component: NotificationsScreen }`],
  },
};
