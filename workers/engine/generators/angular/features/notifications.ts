import { code, test } from "../../files";
import { frontendFeatureEmitter, type AngularFeature } from "../feature";
import screen from "../templates/frontend/src/app/notifications/notifications-screen.ts?raw";
import screenTest from "../templates/frontend/src/app/notifications/notifications.spec.ts?raw";

export const notificationsAngular: AngularFeature = {
  feature: "notifications",
  emitter: frontendFeatureEmitter("notifications", {
    name: "Notifications screen",
    description: "A notifications screen: the latest notifications, marking them read, and sending one.",
    emit: () => [
      code("frontend/src/app/notifications/notifications-screen.ts", "frontend", screen),
      test("frontend/src/app/notifications/notifications.spec.ts", screenTest),
    ],
  }),
  routes: {
    imports: [`import { NotificationsScreen } from "./notifications/notifications-screen";`],
    inside: [`{ path: "notifications", component: NotificationsScreen }`],
  },
};
