import { code, test } from "../../files";
import { phpFeatureEmitter, type PhpFeature } from "../feature";
import { templateText } from "../../template-texts";

export const notificationsPhp: PhpFeature = {
  feature: "notifications",
  emitter: phpFeatureEmitter("notifications", {
    name: "Notifications API (in-app + email)",
    description:
      "Stored in-app notifications with read state, emailed through a Mailer interface whose default keeps " +
      "an outbox in memory; an SMTP or email-API adapter plugs in behind it.",
    emit: () => [
      code("backend/src/Features/Notifications/Email.php", "backend", templateText("php/templates/backend/src/Features/Notifications/Email.php")),
      code("backend/src/Features/Notifications/Mailer.php", "backend", templateText("php/templates/backend/src/Features/Notifications/Mailer.php")),
      code("backend/src/Features/Notifications/OutboxMailer.php", "backend", templateText("php/templates/backend/src/Features/Notifications/OutboxMailer.php")),
      code("backend/src/Features/Notifications/NotificationRoutes.php", "backend", templateText("php/templates/backend/src/Features/Notifications/NotificationRoutes.php")),
      test("backend/tests/Features/NotificationsTest.php", templateText("php/templates/backend/tests/Features/NotificationsTest.php")),
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
