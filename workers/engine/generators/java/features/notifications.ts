import type { AppModel } from "../../../model";
import { code, test } from "../../files";
import type { GeneratedFile } from "../../types";
import { javaFeatureEmitter } from "../feature";
import { javaFile, mainPath, testPath } from "../names";
import { templateText } from "../../template-texts";


const email = (model: AppModel) => javaFile(templateText("java/templates/backend/src/main/java/app/features/notifications/Email.java"), model);

const mailer = (model: AppModel) => javaFile(templateText("java/templates/backend/src/main/java/app/features/notifications/Mailer.java"), model);

const outbox = (model: AppModel) => javaFile(templateText("java/templates/backend/src/main/java/app/features/notifications/OutboxMailer.java"), model);

const notificationsConfig = (model: AppModel) => javaFile(templateText("java/templates/backend/src/main/java/app/features/notifications/NotificationsConfig.java"), model);

const controller = (model: AppModel) => javaFile(templateText("java/templates/backend/src/main/java/app/features/notifications/NotificationsController.java"), model);

const notificationsTest = (model: AppModel) => javaFile(templateText("java/templates/backend/src/test/java/app/NotificationsFeatureTest.java"), model);

export const notificationsEmitter = javaFeatureEmitter("notifications", {
  name: "Notifications API (in-app + email)",
  description:
    "Stored in-app notifications with read state, emailed through a Mailer interface whose default keeps " +
    "an outbox in memory; an SMTP or email-API adapter plugs in behind it.",
  emit: (model): GeneratedFile[] => {
    const file = (name: string, content: string) => code(mainPath(model, "features/notifications", `${name}.java`), "backend", content);
    return [
      file("Email", email(model)),
      file("Mailer", mailer(model)),
      file("OutboxMailer", outbox(model)),
      file("NotificationsConfig", notificationsConfig(model)),
      file("NotificationsController", controller(model)),
      test(testPath(model, "", "NotificationsFeatureTest.java"), notificationsTest(model)),
    ];
  },
});
