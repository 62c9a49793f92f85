import type { Config } from "./config.js";
import { ChangeEvents } from "./events.js";
import type { Repositories } from "./repositories/index.js";
import { LocalPaymentProvider } from "./features/payments/local-provider.js";
import type { PaymentProvider } from "./features/payments/provider.js";
import { OutboxMailer, type Mailer } from "./features/notifications/mailer.js";
import { DiskFileStorage, MemoryFileStorage, type FileStorage } from "./features/uploads/storage.js";

/** Everything a route needs, created once per app; tests build it with in-memory repositories. */
export interface Services {
  config: Config;
  repositories: Repositories;
  events: ChangeEvents;
  payments: PaymentProvider;
  mailer: Mailer;
  files: FileStorage;
}

export function createServices(repositories: Repositories, config: Config): Services {
  return {
    config,
    repositories,
    events: new ChangeEvents(),
    payments: new LocalPaymentProvider(),
    mailer: new OutboxMailer(),
    files: config.uploadDir ? new DiskFileStorage(config.uploadDir) : new MemoryFileStorage(),
  };
}
