import type { AppModel } from "../../model";
import { doc, lines } from "../files";
import { serverDatabaseProfile } from "../databases";
import { environment } from "../devops/docker-ci";
import { MIN_SECRET_LENGTH, SECRET_COMMANDS } from "../profiles";
import { backendProfile, frontendProfile } from "../stacks";
import { featureLabel, stackSection, table } from "../stack-labels";
import type { GeneratedFile } from "../types";
import type { DeployTarget } from "./platform";

/** What to install before running the two packages. */
function runtimes(model: AppModel): string {
  const needs = { nodejs: "Node.js 20", python: "Python 3.12", php: "PHP 8.2 with Composer", java: "Java 21 with Maven", workers: "Node.js 20" }[model.stack.backend];
  return model.stack.backend === "nodejs" || model.stack.backend === "workers" ? "You need Node.js 20 or newer." : `You need ${needs} for the API and Node.js 20 for the app.`;
}

/** README.md: what the user's app is and does, how to run, test, configure and deploy it. */
export function readmeFile(model: AppModel, target: DeployTarget): GeneratedFile {
  const screens = model.screens.filter((screen) => screen.kind !== "detail");
  const backend = backendProfile(model);
  const frontend = frontendProfile(model);
  const database = serverDatabaseProfile(model);
  return doc(
    "README.md",
    lines(
      `# ${model.name}`,
      "",
      model.description || `${model.name} is a ${model.projectType} application.`,
      "",
      model.pitch.problem && `**The problem:** ${model.pitch.problem}`,
      model.pitch.problem && "",
      model.audience && `**Who it is for:** ${model.audience}`,
      model.audience && "",
      model.pitch.value && `**Why it is different:** ${model.pitch.value}`,
      model.pitch.value && "",
      "## What it does",
      "",
      `It keeps track of ${model.entities.map((entity) => entity.pluralLabel.toLowerCase()).join(", ")}` +
        (model.features.length > 0 ? `. Features: ${model.features.map(featureLabel).join(", ")}.` : "."),
      "",
      table(
        ["Screen", "Path"],
        screens.map((screen) => [screen.title, `\`${screen.path}\``]),
      ),
      "",
      "Each record type has a list, a detail screen to edit it, and REST routes under `/api` (see",
      "[docs/ARCHITECTURE.md](docs/ARCHITECTURE.md) for the fields, relations and every route).",
      "",
      ...rolesSection(model),
      "## Run it",
      "",
      `${runtimes(model)} Two terminals:`,
      "",
      "```sh",
      `cd backend && ${backend.commands.install} && ${backend.commands.dev}    # the API on http://localhost:3000`,
      `cd frontend && ${frontend.commands.install} && ${frontend.commands.dev}   # the app on ${frontend.devUrl}`,
      "```",
      "",
      database
        ? lines(
            `Without \`DATABASE_URL\` the API keeps records in memory (they are gone when it stops). To use ${database.label},`,
            `set \`DATABASE_URL\` before starting the API; it sets up its ${database.holds} on start. Or run everything,`,
            "database included, with Docker:",
          )
        : lines(
            "The API is a Cloudflare Worker: `npm run dev` runs it under `wrangler dev` with a local D1 database (run",
            "`npm run db:migrate` and `npm run db:seed` in backend/ first). Its production home is Cloudflare",
            "(`cd backend && npm run deploy`, see backend/README.md). Docker runs the same local simulator, not production:",
          ),
      "",
      "```sh",
      model.features.includes("auth") && `cp .env.example .env                        # then set AUTH_SECRET in .env: ${SECRET_COMMANDS.openssl}`,
      "docker compose up --build                   # then open http://localhost:8080",
      "```",
      "",
      database && "The API listens on 127.0.0.1 only unless `HOST` says otherwise (its Docker image sets `HOST=0.0.0.0`).",
      model.features.includes("auth") &&
        lines(
          "Without `AUTH_SECRET` it makes a random secret at each start, so sign-ins end when it restarts; in production",
          `(the Docker image, every deploy target) it refuses to start without one of at least ${MIN_SECRET_LENGTH} characters.`,
        ),
      "",
      "To fill a new app with the sample records (`scripts/sample-data.json`, a few of each record type), start",
      `the API and run \`node scripts/seed.mjs\` (it sends them to http://localhost:3000, or the address you give it${model.features.includes("auth") ? ", signed in as an account of its own, which needs the managing role when the app has accounts already" : ""};`,
      "it writes nothing when the API already holds records).",
      "",
      "## Test",
      "",
      "```sh",
      `cd backend && ${backend.commands.test}     # ${backend.testsNote}`,
      `cd frontend && ${frontend.commands.test}    # ${frontend.testsNote}`,
      "sh scripts/check.sh        # install, test and build both, as CI does",
      "```",
      "",
      "## Configuration",
      "",
      table(
        ["Variable", "What it is for"],
        environment(model).map((variable) => [`\`${variable.name}\``, variable.purpose]),
      ),
      "",
      `The app reads \`${frontend.apiUrlVariable}\` at build time when the API is served from another address.`,
      "",
      `## Deploy to ${target.label}`,
      "",
      target.steps(model),
      "",
      ...stackSection(model),
      "",
      "## Layout",
      "",
      "```",
      `backend/     ${backend.layout}`,
      `frontend/    ${frontend.layout}`,
      "docs/        ARCHITECTURE.md, REQUIREMENTS.md (every requirement -> files and tests), QA-REPORT.md, app-model.json",
      "```",
    ),
  );
}

/** Who may change what: enforced by the API when the app has sign-in, listed as a plan otherwise. */
function rolesSection(model: AppModel): string[] {
  const auth = model.features.includes("auth");
  const plurals = (names: readonly string[]) =>
    model.entities.filter((entity) => names.includes(entity.name)).map((entity) => entity.pluralLabel.toLowerCase()).join(", ");
  const writes = (role: AppModel["roles"][number]) => {
    const shared = role.writes.filter((name) => !role.owns.includes(name));
    const own = role.owns.length > 0 ? `its own ${plurals(role.owns)}` : "";
    const rest = shared.length === model.entities.length ? "every record type" : plurals(shared);
    return [own, rest].filter(Boolean).join("; ") || "nothing";
  };
  const sees = (role: AppModel["roles"][number]) =>
    role.owns.length > 0 ? `only its own ${plurals(role.owns)}; every other record` : "every record";
  const owning = model.roles.some((role) => role.owns.length > 0);
  return [
    "## Roles",
    "",
    auth
      ? "Every signed-in account reads every record; a change (create, edit, delete) needs a role that writes that record type, " +
        "or the API answers 403. " +
        (owning
          ? "A role that owns a record type sees and changes only the records its own account created there: another account's " +
            "answer 404 as if they did not exist, are left out of lists and search, and cannot be referred to. "
          : "") +
        "The first account registered takes the managing role; later ones take the sign-up role. " +
        "The managing role lists accounts (`GET /api/auth/users`) and gives one a role (`PUT /api/auth/users/:id/role` with `{ \"role\": \"...\" }`)."
      : "The app has no sign-in, so anyone who reaches it changes every record. With the sign-in feature, these roles would apply:",
    "",
    table(
      ["Role", "Name in the API", "Sees", "Changes", "Notes"],
      model.roles.map((role) => [
        role.label,
        `\`${role.name}\``,
        sees(role),
        writes(role),
        [role.manages ? "manages accounts (the first account)" : "", role.signUp ? "new accounts" : ""].filter(Boolean).join("; ") || "-",
      ]),
    ),
    "",
  ];
}
