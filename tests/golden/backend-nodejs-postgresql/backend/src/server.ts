import { createApp } from "./app.js";
import { readConfig } from "./config.js";
import { connectDatabase } from "./db/index.js";
import { createMemoryRepositories, type Repositories } from "./repositories/index.js";
import { createServices } from "./services.js";

const config = readConfig(process.env);

async function openRepositories(): Promise<Repositories> {
  if (config.databaseUrl) return (await connectDatabase(config.databaseUrl)).repositories;
  console.warn("DATABASE_URL is not set: records are kept in memory and lost when the server stops.");
  return createMemoryRepositories();
}

const app = createApp(createServices(await openRepositories(), config));
app.listen(config.port, config.host, () => {
  console.log("Crumb & Co Bakery API listening on port " + config.port + " (address " + config.host + ")");
});
