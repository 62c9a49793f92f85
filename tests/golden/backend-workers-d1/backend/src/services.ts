import type { Config, Env } from "./config.js";
import type { ChangeEvents } from "./events.js";
import type { Repositories } from "./repositories/index.js";
import { LocalPaymentProvider } from "./features/payments/local-provider.js";
import type { PaymentProvider } from "./features/payments/provider.js";
import { OutboxMailer, type Mailer } from "./features/notifications/mailer.js";
import { D1FileStorage, R2FileStorage, type FileStorage } from "./features/uploads/storage.js";

/** Everything a route needs, created once per isolate; tests build it on the test database. */
export interface Services {
  config: Config;
  repositories: Repositories;
  events: ChangeEvents;
  payments: PaymentProvider;
  mailer: Mailer;
  files: FileStorage;
}

export function createServices(repositories: Repositories, config: Config, events: ChangeEvents, env: Pick<Env, "DB" | "UPLOADS">): Services {
  return {
    config,
    repositories,
    events,
    payments: new LocalPaymentProvider(),
    mailer: new OutboxMailer(),
    files: env.UPLOADS ? new R2FileStorage(env.UPLOADS) : new D1FileStorage(env.DB),
  };
}
