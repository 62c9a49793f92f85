import { createApp } from "../src/app.js";
import { readConfig } from "../src/config.js";
import { connectDatabase } from "../src/db/index.js";
import { createMemoryRepositories } from "../src/repositories/index.js";
import { createServices } from "../src/services.js";

// Vercel runs the Express app as one serverless function; DATABASE_URL should point at a hosted PostgreSQL.
// Every deployment (previews too) runs in production mode, so the API refuses to run without a long enough AUTH_SECRET.
const config = readConfig({ ...process.env, NODE_ENV: "production" });
const repositories = config.databaseUrl
  ? (await connectDatabase(config.databaseUrl)).repositories
  : createMemoryRepositories();

export default createApp(createServices(repositories, config));
