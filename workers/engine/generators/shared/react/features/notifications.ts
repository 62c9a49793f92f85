import { code, test } from "../../../files";
import { frontendFeatureEmitter, type FrontendFeature } from "../../frontend/feature";
import notificationsScreen from "../templates/frontend/src/notifications/NotificationsScreen.tsx?raw";
import screenTest from "../templates/frontend/src/notifications/notifications.test.tsx?raw";

export { notificationsScreen };

export const notificationsFrontend: FrontendFeature = {
  feature: "notifications",
  emitter: frontendFeatureEmitter("notifications", {
    name: "Notifications screen",
    description: "A notifications screen: the latest notifications, marking them read, and sending one.",
    emit: () => [
      code("frontend/src/notifications/NotificationsScreen.tsx", "frontend", notificationsScreen),
      test("frontend/src/notifications/notifications.test.tsx", screenTest),
    ],
  }),
  app: {
    imports: [`import { NotificationsScreen } from "./notifications/NotificationsScreen";`],
    routes: [`<Route path="/notifications" element={<NotificationsScreen />} />`],
  },
};
