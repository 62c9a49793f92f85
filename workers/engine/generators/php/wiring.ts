import type { AppModel, Entity } from "../../model";
import { ruleNote } from "../../model/rules";
import { ownsRecords } from "../shared/backend/roles";
import { fillBlocks } from "../fill-blocks";
import { code, lines } from "../files";
import type { GeneratedFile } from "../types";
import type { PhpFeature } from "./feature";
import { PHP_FEATURES } from "./features";
import { phpHeader, phpNames, phpString } from "./names";
import { templateText } from "../template-texts";

/** The features of this app that have server code, in the canonical feature order. */
export const chosenPhpFeatures = (model: AppModel): PhpFeature[] =>
  PHP_FEATURES.filter((entry) => model.features.includes(entry.feature));

const indented = (spaces: number, block: readonly string[]) => block.map((line) => `${" ".repeat(spaces)}${line}`);

function configFile(features: PhpFeature[]): string {
  const extra = features.flatMap((entry) => entry.config ?? []);
  return lines(
    phpHeader("App"),
    "/** The settings, read from the environment (see .env.example). */",
    "final class Config",
    "{",
    features.some((entry) => entry.feature === "auth") &&
      lines(
        "    /** The shortest AUTH_SECRET production accepts (`openssl rand -hex 32` makes one of 64 characters). */",
        "    public const MIN_SECRET_LENGTH = 32;",
        "",
      ),
    "    public function __construct(",
    "        public readonly int $port,",
    "        /** The database's URL; without it records are kept by the local server only. */",
    "        public readonly ?string $databaseUrl,",
    "        /** The frontend's origin when it is served from another host than the API. */",
    "        public readonly ?string $corsOrigin,",
    ...indented(8, extra.map((entry) => entry.param)),
    "    ) {",
    "    }",
    "",
    "    /** @param array<string, string> $env */",
    "    public static function fromEnvironment(array $env): self",
    "    {",
    "        return new self(",
    "            port: (int) ($env['PORT'] ?? 3000),",
    "            databaseUrl: self::optional($env, 'DATABASE_URL'),",
    "            corsOrigin: self::optional($env, 'CORS_ORIGIN'),",
    ...indented(12, extra.map((entry) => entry.read)),
    "        );",
    "    }",
    "",
    "    /** @param array<string, string> $env */",
    "    private static function optional(array $env, string $name): ?string",
    "    {",
    "        $value = $env[$name] ?? '';",
    "        return $value === '' ? null : $value;",
    "    }",
    features.some((entry) => entry.feature === "auth") &&
      lines(
        "",
        "    /**",
        "     * The token signing secret, AUTH_SECRET. In production (APP_ENV=production) it is required, at least",
        "     * MIN_SECRET_LENGTH characters: the API refuses to run otherwise. Elsewhere an unset one is made at random",
        "     * (Server keeps one per server process, since PHP starts each request afresh).",
        "     *",
        "     * @param array<string, string> $env",
        "     */",
        "    private static function secret(array $env): string",
        "    {",
        "        $secret = self::optional($env, 'AUTH_SECRET');",
        "        if (($env['APP_ENV'] ?? '') !== 'production') {",
        "            return $secret ?? bin2hex(random_bytes(32));",
        "        }",
        "        if ($secret === null) {",
        "            throw new \\RuntimeException('AUTH_SECRET must be set in production: make one with `openssl rand -hex 32`');",
        "        }",
        "        if (strlen($secret) < self::MIN_SECRET_LENGTH) {",
        "            throw new \\RuntimeException(sprintf(",
        "                'AUTH_SECRET must be at least %d characters in production (it has %d): make one with `openssl rand -hex 32`',",
        "                self::MIN_SECRET_LENGTH,",
        "                strlen($secret),",
        "            ));",
        "        }",
        "        return $secret;",
        "    }",
      ),
    "}",
  );
}

function servicesFile(model: AppModel, features: PhpFeature[]): string {
  const services = features.flatMap((entry) => (typeof entry.services === "function" ? entry.services(model) : (entry.services ?? [])));
  return lines(
    phpHeader("App"),
    ...[...new Set(["use App\\Events\\ChangeFeed;", "use App\\Events\\MemoryChangeFeed;", "use App\\Repositories\\Repositories;", ...services.flatMap((service) => service.uses)])].sort(),
    "",
    "/** Everything a route needs, created once per app; tests build it with in-memory repositories. */",
    "final class Services",
    "{",
    "    public function __construct(",
    "        public readonly Config $config,",
    "        public readonly Repositories $repositories,",
    "        public readonly ChangeFeed $events,",
    ...indented(8, services.map((service) => service.param)),
    "    ) {",
    "    }",
    "",
    "    public static function create(Repositories $repositories, Config $config, ?ChangeFeed $events = null): self",
    "    {",
    "        return new self(",
    "            config: $config,",
    "            repositories: $repositories,",
    "            events: $events ?? new MemoryChangeFeed(),",
    ...indented(12, services.map((service) => service.create)),
    "        );",
    "    }",
    "}",
  );
}

/** src/App.php: the routes of every entity and feature; features may guard everything else behind sign-in. */
function appFile(model: AppModel, features: PhpFeature[]): string {
  const routes = features.flatMap((entry) => (entry.routes ? [entry.routes] : []));
  const guard = routes.flatMap((entry) => entry.guard ?? []);
  const uses = new Set([
    "use App\\Http\\Errors;",
    "use App\\Http\\HttpError;",
    "use App\\Http\\Request;",
    "use App\\Http\\Response;",
    "use App\\Http\\Router;",
    ...model.entities.map((entity) => `use App\\Routes\\${phpNames(entity).routes};`),
    ...routes.flatMap((entry) => entry.uses),
  ]);
  return fillBlocks(templateText("php/templates/backend/src/App.php"), {
    uses: [...uses].sort().join("\n"),
    name: model.name.replace(/\*\//g, ""),
    routes: lines(
      ...routes.flatMap((entry) => entry.open ?? []),
      ...model.entities.map((entity) => `${phpNames(entity).routes}::register($this->routes, $services);`),
      ...routes.flatMap((entry) => entry.mounts ?? []),
    ),
    guard:
      guard.length > 0
        ? lines(
            "if ($handler === null && ($request->path === '/api' || str_starts_with($request->path, '/api/'))) {",
            ...indented(4, guard),
            "}",
          )
        : "",
  });
}

/** src/Server.php: what public/index.php runs; features may give environment defaults (the upload folder). */
function serverFile(model: AppModel, features: PhpFeature[]): string {
  const defaults = features.flatMap((entry) => entry.serverDefaults ?? []);
  const auth = features.some((entry) => entry.feature === "auth");
  return fillBlocks(templateText("php/templates/backend/src/Server.php"), {
    env: defaults.length > 0 ? lines("$env = getenv() + [", ...indented(4, defaults.map((entry) => `${entry},`)), "];") : "$env = getenv();",
    localSecret: auth
      ? lines(
          "if (($env['AUTH_SECRET'] ?? '') === '' && ($env['APP_ENV'] ?? '') !== 'production') {",
          "    $env['AUTH_SECRET'] = self::localSecret();",
          "}",
        )
      : "",
    localSecretFunctions: auth ? localSecretFunctions : "",
    localName: phpString(`${model.slug}-api`),
  });
}

/**
 * Server's development secret: made at random by the first request a server answers, kept in the temp folder
 * under the server's process (or process group) id, since each request starts afresh; a restart makes a new one.
 */
const localSecretFunctions = lines(
  "/**",
  " * Without AUTH_SECRET outside production: a random secret made when this server started, kept (readable by",
  " * its owner only) in the temp folder under the server's identity. A restart makes a new one, so sign-ins end.",
  " */",
  "private static function localSecret(): string",
  "{",
  "    $file = self::localPath('auth-secret-' . self::serverIdentity());",
  "    $handle = fopen($file, 'c+');",
  "    if ($handle === false) {",
  '        throw new \\RuntimeException("Cannot open $file");',
  "    }",
  "    try {",
  "        chmod($file, 0600);",
  "        flock($handle, LOCK_EX);",
  "        $secret = (string) stream_get_contents($handle);",
  "        if (strlen($secret) !== 64) {",
  "            $secret = bin2hex(random_bytes(32));",
  "            ftruncate($handle, 0);",
  "            rewind($handle);",
  "            fwrite($handle, $secret);",
  "            fflush($handle);",
  "            error_log('AUTH_SECRET is not set: signing with a random secret made at start-up, so sign-ins end when the server restarts.');",
  "        }",
  "        return $secret;",
  "    } finally {",
  "        flock($handle, LOCK_UN);",
  "        fclose($handle);",
  "    }",
  "}",
  "",
  "/**",
  " * What lasts as long as the server: this process under a plain `php -S`; the process group when requests are",
  " * served by several processes (PHP_CLI_SERVER_WORKERS, PHP-FPM), which a restarted server does not share.",
  " */",
  "private static function serverIdentity(): string",
  "{",
  "    $oneProcess = PHP_SAPI === 'cli-server' && (int) (getenv('PHP_CLI_SERVER_WORKERS') ?: '1') <= 1;",
  "    return !$oneProcess && function_exists('posix_getpgrp') ? 'group-' . posix_getpgrp() : 'process-' . getmypid();",
  "}",
  "",
);

function entityRoutesFile(model: AppModel, name: string): GeneratedFile {
  const entity = model.entities.find((candidate) => candidate.name === name);
  if (!entity) throw new Error(`Unknown entity ${name}`);
  const names = phpNames(entity);
  // With owned record types, a reference names its route too: the account may see only its own records there.
  const owning = ownsRecords(model);
  const references = entity.fields.flatMap((field) => {
    const target = model.entities.find((candidate) => candidate.name === field.target);
    if (!target) return [];
    const route = owning ? `, 'route' => ${phpString(target.route)}` : "";
    return [
      `                ${phpString(field.name)} => ['label' => ${phpString(target.label)}, 'repository' => $services->repositories->${target.camelPlural}${route}],`,
    ];
  });
  return code(
    names.routesPath,
    "backend",
    lines(
      phpHeader("App\\Routes"),
      `use App\\Domain\\${names.domain};`,
      "use App\\Http\\Crud;",
      "use App\\Http\\Router;",
      "use App\\Services;",
      "",
      `/** /api/${entity.route}: list, create, read, replace and delete ${entity.pluralLabel.toLowerCase()}. */`,
      `final class ${names.routes}`,
      "{",
      "    public static function register(Router $router, Services $services): void",
      "    {",
      "        Crud::register(",
      "            router: $router,",
      `            base: ${phpString(`/api/${entity.route}`)},`,
      `            label: ${phpString(entity.label)},`,
      `            topic: ${phpString(entity.route)},`,
      `            repository: $services->repositories->${entity.camelPlural},`,
      `            input: ${names.domain}::input(...),`,
      references.length > 0 ? lines("            references: [", ...references, "            ],") : "            references: [],",
      "            events: $services->events,",
      owning && "            ownership: $services->ownership,",
      ...statesArgument(entity),
      "        );",
      "    }",
      "}",
    ),
  );
}

/** Crud::register's states argument: the fields that walk through states (none: left out). */
function statesArgument(entity: Entity): string[] {
  const entries = entity.rules.flatMap((rule) => {
    if (rule.kind !== "transitions") return [];
    const moves = rule.states.map((state) => `${phpString(state)} => [${rule.moves.filter((move) => move.from === state).map((move) => phpString(move.to)).join(", ")}]`);
    return [
      `                // ${ruleNote(rule)}`,
      `                ${phpString(rule.field)} => ['states' => [${rule.states.map(phpString).join(", ")}], 'moves' => [${moves.join(", ")}]],`,
    ];
  });
  return entries.length > 0 ? ["            states: [", ...entries, "            ],"] : [];
}

/** The server's wiring: config, services, the app with every route registered, the front controller. */
export function wiringFiles(model: AppModel): GeneratedFile[] {
  const features = chosenPhpFeatures(model);
  return [
    code("backend/src/Config.php", "backend", configFile(features)),
    code("backend/src/Services.php", "backend", servicesFile(model, features)),
    code("backend/src/App.php", "backend", appFile(model, features)),
    code("backend/src/Server.php", "backend", serverFile(model, features)),
    code("backend/public/index.php", "backend", templateText("php/templates/backend/public/index.php")),
    ...model.entities.map((entity) => entityRoutesFile(model, entity.name)),
  ];
}
