import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { BACKEND_STACK, DATABASE_STACK, DEPLOYMENT_PLATFORMS, PAIRED_STACK, stackPairs, type DeploymentPlatform } from "../../contract/project-options";
import { buildAppModel } from "../model";
import { generateProject, type GeneratedFile } from ".";
import { PRODUCTION_FLAG, SECRET_COMMANDS } from "./profiles";
import { BAKERY, inputFor, modelOf } from "./test-inputs";

/**
 * Safe defaults in every generated app (issue 31): no fixed secret in any file, compose requires AUTH_SECRET
 * and says how to make one, the address to bind is configurable (HOST) and documented, and every container
 * path (the Dockerfile, each deploy target) runs the backend in production mode, where a secret is required.
 */

const bakeryOn = (backend: string, database: string, deployment: DeploymentPlatform = "render"): GeneratedFile[] =>
  generateProject(
    buildAppModel(inputFor({ ...BAKERY.wizardData, deployment }, { messages: BAKERY.messages, techStack: ["react", backend, database] })),
  );

const read = (files: readonly GeneratedFile[], path: string): string => {
  const file = files.find((candidate) => candidate.path === path);
  if (!file) throw new Error(`${path} was not generated`);
  return file.content;
};

/** What a fixed secret looks like in any of the generated languages and config formats. */
const FIXED_SECRET: readonly RegExp[] = [
  /\bchange-?me\b[\w-]*/i,
  /development-secret[\w-]*/i,
  /test-secret[\w-]*/i,
  // A default in compose or a shell command.
  /\$\{AUTH_SECRET:-[^}]*\}/,
  // A value in a .env file.
  /^[ \t]*AUTH_SECRET=\S+/m,
  // A string given as AUTH_SECRET: an object entry, an array item or an assignment.
  /AUTH_SECRET["']?\s*(?::|=>|=)\s*["'][^"'$][^"']*["']/,
  // A Spring property with a value of its own.
  /auth-secret=[^$\s"]\S*/,
  // "secret" itself handed to a function as the key.
  /["'](?:another )?secret["']/i,
];

function fixedSecrets(files: readonly GeneratedFile[]): string[] {
  return files.flatMap((file) =>
    FIXED_SECRET.flatMap((pattern) => {
      const found = pattern.exec(file.content);
      return found ? [`${file.path}: ${found[0]}`] : [];
    }),
  );
}

// Every backend on every database it runs on (the Workers backend only on D1, D1 only with it).
const combos = BACKEND_STACK.flatMap((backend) =>
  DATABASE_STACK.filter((database) => stackPairs(backend, database)).map((database) => [backend, database] as const),
);
const projects = new Map(combos.map(([backend, database]) => [`${backend}:${database}`, bakeryOn(backend, database)]));
/** The database each backend is shown on: PostgreSQL, or D1 for the Worker. */
const homeDatabase = (backend: string) => (backend === PAIRED_STACK.backend ? PAIRED_STACK.database : "postgresql");
const project = (backend: string, database: string): GeneratedFile[] => {
  const files = projects.get(`${backend}:${database}`);
  if (!files) throw new Error(`No project for ${backend} on ${database}`);
  return files;
};

describe.each(combos)("safe defaults: %s on %s", (backend, database) => {
  const files = project(backend, database);
  const production = PRODUCTION_FLAG[backend];

  it("compose requires AUTH_SECRET from the root .env and says how to make one", () => {
    const compose = parseYaml(read(files, "docker-compose.yml")) as { services: { backend: { environment: Record<string, string> } } };
    const secret = compose.services.backend.environment.AUTH_SECRET ?? "";
    expect(secret.startsWith("${AUTH_SECRET:?")).toBe(true);
    expect(secret).toContain(SECRET_COMMANDS.openssl);
    expect(secret).toContain(".env");
    const example = read(files, ".env.example");
    expect(example).toMatch(/^AUTH_SECRET=$/m);
    expect(example).toContain(SECRET_COMMANDS.openssl);
    expect(read(files, ".gitignore").split("\n")).toContain(".env");
  });

  // The Worker has no listen address of its own: wrangler dev takes it on its command line (--ip), and HOST is not read.
  it.skipIf(backend === "workers")("documents HOST and an empty AUTH_SECRET in backend/.env.example and the README", () => {
    const example = read(files, "backend/.env.example");
    expect(example).toMatch(/^AUTH_SECRET=$/m);
    expect(example).toMatch(/^HOST=127\.0\.0\.1$/m);
    expect(example).toMatch(new RegExp(`^${production.name}=$`, "m"));
    const readme = read(files, "README.md");
    expect(readme).toMatch(/^\| `HOST` \| .*0\.0\.0\.0/m);
    expect(readme).toMatch(/^\| `AUTH_SECRET` \| .*openssl rand -hex 32/m);
    expect(readme).toContain("cp .env.example .env");
  });

  it("writes no fixed secret in any file", () => {
    expect(fixedSecrets(files)).toEqual([]);
  });

  it("builds an image that runs in production mode", () => {
    expect(read(files, "backend/Dockerfile")).toMatch(new RegExp(`^ENV .*\\b${production.name}=${production.value}\\b`, "m"));
  });

  it("builds an image that listens on every interface (HOST=0.0.0.0, or wrangler dev's --ip 0.0.0.0 for the Worker)", () => {
    const dockerfile = read(files, "backend/Dockerfile");
    if (backend === "workers") expect(dockerfile).toContain("--ip 0.0.0.0");
    else expect(dockerfile).toMatch(/^ENV .*\bHOST=0\.0\.0\.0\b/m);
  });

  it.runIf(backend === "workers")("documents APP_ENV and an empty AUTH_SECRET for the Worker in backend/.env.example and the README", () => {
    const example = read(files, "backend/.env.example");
    expect(example).toMatch(/^AUTH_SECRET=$/m);
    expect(example).toMatch(/^APP_ENV=$/m);
    expect(example).not.toContain("HOST=");
    expect(read(files, "README.md")).toMatch(/^\| `AUTH_SECRET` \| .*openssl rand -hex 32/m);
  });
});

describe("safe defaults: the backends' own code", () => {
  const backendFiles = (backend: string) => project(backend, homeDatabase(backend)).filter((file) => file.path.startsWith("backend/"));
  const all = (backend: string) => backendFiles(backend).map((file) => file.content).join("\n");

  it("Python reads HOST (127.0.0.1 by default, 0.0.0.0 in production) and passes it to uvicorn everywhere", () => {
    const files = backendFiles("python");
    expect(read(files, "backend/app/config.py")).toContain(`env.get("HOST") or ("0.0.0.0" if is_production(env) else "127.0.0.1")`);
    expect(read(files, "backend/app/main.py")).toContain("uvicorn.run(app, host=settings.host, port=settings.port)");
    expect(read(files, "backend/Dockerfile")).toContain("--host ${HOST:-0.0.0.0}");
    expect(read(project("python", "postgresql"), "README.md")).toContain("--host ${HOST:-127.0.0.1}");
    expect(all("python")).toContain("secrets.token_hex(32)");
  });

  it("PHP's built-in server takes HOST on its command line, and the image checks the settings before serving", () => {
    const files = backendFiles("php");
    expect(read(files, "backend/composer.json")).toContain("php -S ${HOST:-127.0.0.1}:${PORT:-3000}");
    const dockerfile = read(files, "backend/Dockerfile");
    expect(dockerfile).toContain("php -S ${HOST:-0.0.0.0}:${PORT:-3000}");
    expect(dockerfile).toMatch(/Config::fromEnvironment\(getenv\(\)\);' && exec php -S/);
    expect(read(files, "backend/src/Server.php")).toContain("self::localSecret()");
  });

  it("Java binds HOST, 127.0.0.1 by default and 0.0.0.0 in its production profile", () => {
    const files = backendFiles("java");
    expect(read(files, "backend/src/main/resources/application.properties")).toContain("server.address=${HOST:127.0.0.1}");
    expect(read(files, "backend/src/main/resources/application-production.properties")).toContain("server.address=${HOST:0.0.0.0}");
  });

  it.each(["python", "php", "java"])("%s tests its own secret rule and signs its tests with random secrets", (backend) => {
    const tests = backendFiles(backend).filter((file) => /(^|\/)tests?\//.test(file.path));
    const text = tests.map((file) => file.content).join("\n");
    expect(text).toMatch(/AUTH_SECRET must be set in production/);
    expect(text).toMatch(/at least 32 characters/);
  });

  it("an app without accounts has no AUTH_SECRET anywhere in compose and no root .env.example", () => {
    const files = generateProject(modelOf("plain custom"));
    expect(read(files, "docker-compose.yml")).not.toContain("AUTH_SECRET");
    expect(files.some((file) => file.path === ".env.example")).toBe(false);
    expect(read(files, "backend/.env.example")).toMatch(/^HOST=127\.0\.0\.1$/m);
  });
});

describe.each(BACKEND_STACK)("safe defaults on every deploy target: %s", (backend) => {
  const production = PRODUCTION_FLAG[backend];
  const on = (deployment: DeploymentPlatform) => bakeryOn(backend, homeDatabase(backend), deployment);

  it.each(DEPLOYMENT_PLATFORMS.filter((platform) => platform !== "render"))("writes no fixed secret on %s", (deployment) => {
    expect(fixedSecrets(on(deployment))).toEqual([]);
  });

  it("Render sets the production flag and generates AUTH_SECRET", () => {
    const blueprint = parseYaml(read(project(backend, homeDatabase(backend)), "render.yaml")) as {
      services: { name: string; envVars?: { key: string; value?: unknown; generateValue?: boolean }[] }[];
    };
    const api = blueprint.services.find((service) => service.name.endsWith("-api"));
    expect(api?.envVars).toContainEqual({ key: production.name, value: production.value });
    expect(api?.envVars?.find((variable) => variable.key === "AUTH_SECRET")).toEqual({ key: "AUTH_SECRET", generateValue: true });
  });

  it("DigitalOcean sets the production flag and asks for AUTH_SECRET as an encrypted variable with no value", () => {
    const files = on("digitalocean");
    const spec = parseYaml(read(files, ".do/app.yaml")) as { services: { name: string; envs?: Record<string, string>[] }[] };
    const envs = spec.services.find((service) => service.name === "api")?.envs ?? [];
    expect(envs).toContainEqual({ key: production.name, scope: "RUN_TIME", value: production.value });
    expect(envs.find((variable) => variable.key === "AUTH_SECRET")).toEqual({ key: "AUTH_SECRET", scope: "RUN_TIME", type: "SECRET" });
    expect(read(files, "README.md")).toContain(SECRET_COMMANDS.openssl);
  });

  it("AWS sets the production flag and reads AUTH_SECRET from Parameter Store only", () => {
    const files = on("aws");
    const task = JSON.parse(read(files, "deploy/aws/task-definition.json")) as {
      containerDefinitions: { environment: { name: string; value: string }[]; secrets: { name: string; valueFrom: string }[] }[];
    };
    const [api] = task.containerDefinitions;
    expect(api?.environment).toContainEqual({ name: production.name, value: production.value });
    expect(api?.environment.some((variable) => variable.name === "AUTH_SECRET")).toBe(false);
    expect(api?.secrets.map((variable) => variable.name)).toContain("AUTH_SECRET");
    expect(read(files, "deploy/aws/README.md")).toContain(`--value "$(${SECRET_COMMANDS.openssl})"`);
  });

  it("Vercel runs the API in production mode (the function forces it; other backends deploy the Dockerfile)", () => {
    const files = on("vercel");
    if (backend === "nodejs") {
      expect(read(files, "backend/api/index.ts")).toContain(`readConfig({ ...process.env, ${production.name}: "${production.value}" })`);
    } else {
      expect(files.some((file) => file.path === "backend/vercel.json")).toBe(false);
      expect(read(files, "backend/Dockerfile")).toContain(`${production.name}=${production.value}`);
    }
    expect(read(files, "README.md")).toMatch(/`AUTH_SECRET` \(sensitive, for every environment; at least 32 characters/);
  });
});
