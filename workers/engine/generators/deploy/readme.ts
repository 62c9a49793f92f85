import type { AppModel } from "../../model";
import { doc, lines } from "../files";
import { environment } from "../devops/docker-ci";
import { featureLabel, stackSection, table } from "../stack-labels";
import type { GeneratedFile } from "../types";
import type { DeployTarget } from "./platform";

/** README.md: what the user's app is and does, how to run, test, configure and deploy it. */
export function readmeFile(model: AppModel, target: DeployTarget): GeneratedFile {
  const screens = model.screens.filter((screen) => screen.kind !== "detail");
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
      "## Run it",
      "",
      "You need Node.js 20 or newer. Two terminals:",
      "",
      "```sh",
      "cd backend && npm install && npm run dev    # the API on http://localhost:3000",
      "cd frontend && npm install && npm run dev   # the app on http://localhost:5173",
      "```",
      "",
      "Without `DATABASE_URL` the API keeps records in memory (they are gone when it stops). To use PostgreSQL,",
      "set `DATABASE_URL` before `npm run dev`; the API creates its tables on start. Or run everything,",
      "database included, with Docker:",
      "",
      "```sh",
      "docker compose up --build                   # then open http://localhost:8080",
      "```",
      "",
      "## Test",
      "",
      "```sh",
      "cd backend && npm test     # typecheck + API tests (in-memory store; database tests when DATABASE_URL is set)",
      "cd frontend && npm test    # typecheck + screen tests",
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
      "The app reads `VITE_API_URL` at build time when the API is served from another address.",
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
      "backend/     Express API: src/domain (records), src/routes, src/repositories, src/db, test/",
      "frontend/    React app: src/entities, src/screens, src/components, src/theme",
      "docs/        ARCHITECTURE.md, REQUIREMENTS.md (every requirement -> files and tests), app-model.json",
      "```",
    ),
  );
}
