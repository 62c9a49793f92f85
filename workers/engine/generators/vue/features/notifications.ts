import { code, test } from "../../files";
import { frontendFeatureEmitter } from "../../shared/frontend/feature";
import type { VueFeature } from "../feature";
import screen from "../templates/frontend/src/notifications/NotificationsScreen.vue?raw";
import screenTest from "../templates/frontend/src/notifications/notifications.test.ts?raw";

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
