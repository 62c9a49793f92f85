import { code, test } from "../../files";
import { backendFeatureEmitter } from "../../shared/backend/feature-emitter";
import type { BackendFeature } from "../feature";
import { templateText } from "../../template-texts";

export const notificationsBackend: BackendFeature = {
  feature: "notifications",
  emitter: backendFeatureEmitter("notifications", {
    name: "Notifications API (in-app + email)",
    description:
      "Stored in-app notifications with read state, emailed through a Mailer interface whose default keeps " +
      "an outbox in memory; an SMTP or email-API adapter plugs in behind it.",
    emit: () => [
      code("backend/src/features/notifications/mailer.ts", "backend", templateText("nodejs/templates/backend/src/features/notifications/mailer.ts")),
      code("backend/src/features/notifications/routes.ts", "backend", templateText("nodejs/templates/backend/src/features/notifications/routes.ts")),
      test("backend/test/notifications.test.ts", templateText("nodejs/templates/backend/test/notifications.test.ts")),
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
