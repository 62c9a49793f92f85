import { code, test } from "../../files";
import { backendFeatureEmitter } from "../../shared/backend/feature-emitter";
import type { BackendFeature } from "../feature";
import mailer from "../templates/backend/src/features/notifications/mailer.ts?raw";
import routes from "../templates/backend/src/features/notifications/routes.ts?raw";
import notificationsTest from "../templates/backend/test/notifications.test.ts?raw";

export const notificationsBackend: BackendFeature = {
  feature: "notifications",
  emitter: backendFeatureEmitter("notifications", {
    name: "Notifications API (in-app + email)",
    description:
      "Stored in-app notifications with read state, emailed through a Mailer interface whose default keeps " +
      "an outbox in memory; an SMTP or email-API adapter plugs in behind it.",
    emit: () => [
      code("backend/src/features/notifications/mailer.ts", "backend", mailer),
      code("backend/src/features/notifications/routes.ts", "backend", routes),
      test("backend/test/notifications.test.ts", notificationsTest),
    ],
  }),
  services: [
    {
      imports: [`import { OutboxMailer, type Mailer } from "./features/notifications/mailer.js";`],
      field: "mailer: Mailer",
      create: "mailer: new OutboxMailer()",
    },
  ],
  routes: {
    imports: [`import { notificationRoutes } from "./features/notifications/routes.js";`],
    mounts: [`app.use("/api/notifications", notificationRoutes(services));`],
  },
};
