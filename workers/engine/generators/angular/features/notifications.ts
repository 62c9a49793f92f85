import { code, test } from "../../files";
import { frontendFeatureEmitter, type AngularFeature } from "../feature";
import { templateText } from "../../template-texts";

export const notificationsAngular: AngularFeature = {
  feature: "notifications",
  emitter: frontendFeatureEmitter("notifications", {
    name: "Notifications screen",
    description: "A notifications screen: the latest notifications, marking them read, and sending one.",
    emit: () => [
      code("frontend/src/app/notifications/notifications-screen.ts", "frontend", templateText("angular/templates/frontend/src/app/notifications/notifications-screen.ts")),
      test("frontend/src/app/notifications/notifications.spec.ts", templateText("angular/templates/frontend/src/app/notifications/notifications.spec.ts")),
    ],
  }),
  routes: {
    imports: [`import { NotificationsScreen } from "./notifications/notifications-screen";`],
    inside: [`{ path: "notifications", component: NotificationsScreen }`],
  },
};
