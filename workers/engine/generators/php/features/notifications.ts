import { code, test } from "../../files";
import { phpFeatureEmitter, type PhpFeature } from "../feature";
import email from "../templates/backend/src/Features/Notifications/Email.php?raw";
import mailer from "../templates/backend/src/Features/Notifications/Mailer.php?raw";
import outbox from "../templates/backend/src/Features/Notifications/OutboxMailer.php?raw";
import routes from "../templates/backend/src/Features/Notifications/NotificationRoutes.php?raw";
import notificationsTest from "../templates/backend/tests/Features/NotificationsTest.php?raw";

export const notificationsPhp: PhpFeature = {
  feature: "notifications",
  emitter: phpFeatureEmitter("notifications", {
    name: "Notifications API (in-app + email)",
    description:
      "Stored in-app notifications with read state, emailed through a Mailer interface whose default keeps " +
      "an outbox in memory; an SMTP or email-API adapter plugs in behind it.",
    emit: () => [
      code("backend/src/Features/Notifications/Email.php", "backend", email),
      code("backend/src/Features/Notifications/Mailer.php", "backend", mailer),
      code("backend/src/Features/Notifications/OutboxMailer.php", "backend", outbox),
      code("backend/src/Features/Notifications/NotificationRoutes.php", "backend", routes),
      test("backend/tests/Features/NotificationsTest.php", notificationsTest),
    ],
  }),
  services: [
    {
      uses: ["use App\\Features\\Notifications\\Mailer;", "use App\\Features\\Notifications\\OutboxMailer;"],
      param: "public readonly Mailer $mailer,",
      create: "mailer: new OutboxMailer(),",
    },
  ],
  routes: {
    uses: ["use App\\Features\\Notifications\\NotificationRoutes;"],
    mounts: ["NotificationRoutes::register($this->routes, $services);"],
  },
};
