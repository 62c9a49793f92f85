import { code, test } from "../../../files";
import { frontendFeatureEmitter, type FrontendFeature } from "../../frontend/feature";
import { templateText } from "../../../template-texts";

/** The notifications screen, which the Next.js frontend serves as a page too. */
export const notificationsScreen = () => templateText("shared/react/templates/frontend/src/notifications/NotificationsScreen.tsx");

export const notificationsFrontend: FrontendFeature = {
  feature: "notifications",
  emitter: frontendFeatureEmitter("notifications", {
    name: "Notifications screen",
    description: "A notifications screen: the latest notifications, marking them read, and sending one.",
    emit: () => [
      code("frontend/src/notifications/NotificationsScreen.tsx", "frontend", notificationsScreen()),
      test("frontend/src/notifications/notifications.test.tsx", templateText("shared/react/templates/frontend/src/notifications/notifications.test.tsx")),
    ],
  }),
  app: {
    imports: [`import { NotificationsScreen } from "./notifications/NotificationsScreen";`],
    routes: [`<Route path="/notifications" element={<NotificationsScreen />} />`],
  },
};
