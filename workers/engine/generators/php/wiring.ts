import type { AppModel } from "../../model";
import { code, lines } from "../files";
import type { GeneratedFile } from "../types";
import type { PhpFeature } from "./feature";
import { PHP_FEATURES } from "./features";
import { phpHeader, phpNames, phpString } from "./names";
import frontController from "./templates/backend/public/index.php?raw";

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
        "     * The token signing secret: required in production (APP_ENV=production), a fixed development value otherwise.",
        "     *",
        "     * @param array<string, string> $env",
        "     */",
        "    private static function secret(array $env): string",
        "    {",
        "        $secret = self::optional($env, 'AUTH_SECRET');",
        "        if ($secret !== null) {",
        "            return $secret;",
        "        }",
        "        if (($env['APP_ENV'] ?? '') === 'production') {",
        "            throw new \\RuntimeException('AUTH_SECRET must be set in production');",
        "        }",
        "        return 'development-secret-change-me';",
        "    }",
      ),
    "}",
  );
}

function servicesFile(features: PhpFeature[]): string {
  const services = features.flatMap((entry) => entry.services ?? []);
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

function appFile(model: AppModel, features: PhpFeature[]): string {
  const routes = features.flatMap((entry) => (entry.routes ? [entry.routes] : []));
  const guard = routes.flatMap((entry) => entry.guard ?? []);
  return lines(
    phpHeader("App"),
    ...[
      ...new Set([
        "use App\\Http\\Errors;",
        "use App\\Http\\HttpError;",
        "use App\\Http\\Request;",
        "use App\\Http\\Response;",
        "use App\\Http\\Router;",
        ...model.entities.map((entity) => `use App\\Routes\\${phpNames(entity).routes};`),
        ...routes.flatMap((entry) => entry.uses),
      ]),
    ].sort(),
    "",
    `/** The ${model.name.replace(/\*\//g, "")} API: every route under /api, one error shape. */`,
    "final class App",
    "{",
    "    public const MAX_JSON_BYTES = 1_048_576;",
    "",
    "    /** Routes reachable without signing in. */",
    "    private readonly Router $open;",
    "",
    "    private readonly Router $routes;",
    "",
    "    public function __construct(private readonly Services $services)",
    "    {",
    "        $this->open = new Router();",
    "        $this->routes = new Router();",
    "        $this->open->get('/api/health', static fn (): Response => Response::json(['status' => 'ok']));",
    ...indented(8, routes.flatMap((entry) => entry.open ?? [])),
    ...model.entities.map((entity) => `        ${phpNames(entity).routes}::register($this->routes, $services);`),
    ...indented(8, routes.flatMap((entry) => entry.mounts ?? [])),
    "    }",
    "",
    "    public function handle(Request $request): Response",
    "    {",
    "        $origin = $this->services->config->corsOrigin;",
    "        if ($origin === null) {",
    "            return $this->dispatch($request);",
    "        }",
    "        // Lets one other origin (the frontend, when it is served from elsewhere) call the API.",
    "        $response = $request->method === 'OPTIONS' ? Response::noContent() : $this->dispatch($request);",
    "        return $response->withHeaders([",
    "            'Access-Control-Allow-Origin' => $origin,",
    "            'Vary' => 'Origin',",
    "            'Access-Control-Allow-Headers' => 'Authorization, Content-Type, X-File-Name, X-File-Type',",
    "            'Access-Control-Allow-Methods' => 'GET, POST, PUT, DELETE, OPTIONS',",
    "        ]);",
    "    }",
    "",
    "    private function dispatch(Request $request): Response",
    "    {",
    "        try {",
    "            $request = $this->parseJson($request);",
    "            $method = $request->method === 'HEAD' ? 'GET' : $request->method;",
    "            $handler = $this->open->match($method, $request->path);",
    guard.length > 0 &&
      lines(
        "            if ($handler === null && ($request->path === '/api' || str_starts_with($request->path, '/api/'))) {",
        ...indented(16, guard),
        "            }",
      ),
    "            $handler ??= $this->routes->match($method, $request->path);",
    "            if ($handler === null) {",
    "                throw new HttpError(404, \"No route for {$request->method} {$request->uri}\");",
    "            }",
    "            return $handler($request);",
    "        } catch (\\Throwable $error) {",
    "            return Errors::respond($error);",
    "        }",
    "    }",
    "",
    "    /** A JSON body is parsed before routing: malformed JSON is a 400 on any route, as is a body over 1 MB a 413. */",
    "    private function parseJson(Request $request): Request",
    "    {",
    "        $type = $request->contentType();",
    "        if ($request->body === '' || ($type !== 'application/json' && !str_ends_with($type, '+json'))) {",
    "            return $request;",
    "        }",
    "        if (strlen($request->body) > self::MAX_JSON_BYTES) {",
    "            throw new HttpError(413, 'The request body is too large');",
    "        }",
    "        try {",
    "            return $request->with('input', json_decode($request->body, true, 64, JSON_THROW_ON_ERROR));",
    "        } catch (\\JsonException) {",
    "            throw new HttpError(400, 'The request body is not valid JSON');",
    "        }",
    "    }",
    "}",
  );
}

function serverFile(model: AppModel, features: PhpFeature[]): string {
  const defaults = features.flatMap((entry) => entry.serverDefaults ?? []);
  const localName = `${model.slug}-api`;
  return lines(
    phpHeader("App"),
    "use App\\Database\\Database;",
    "use App\\Events\\FileChangeFeed;",
    "use App\\Http\\Request;",
    "use App\\Http\\Response;",
    "use App\\Repositories\\MemoryStore;",
    "use App\\Repositories\\Repositories;",
    "",
    "/**",
    " * What public/index.php runs for every request. PHP starts each request afresh, so what must outlive",
    " * one request (the change feed; without DATABASE_URL the records too) is kept in files of the temp folder.",
    " */",
    "final class Server",
    "{",
    "    public static function run(): void",
    "    {",
    "        self::handle(Request::fromGlobals())->send();",
    "    }",
    "",
    "    public static function handle(Request $request): Response",
    "    {",
    defaults.length > 0
      ? lines("        $env = getenv() + [", ...indented(12, defaults.map((entry) => `${entry},`)), "        ];")
      : "        $env = getenv();",
    "        $config = Config::fromEnvironment($env);",
    "        $events = new FileChangeFeed(self::localPath('changes.log'));",
    "        if ($config->databaseUrl !== null) {",
    "            // The schema is brought up to date by the first request each server (and temp folder) sees.",
    "            $marker = self::localPath('schema-' . sha1($config->databaseUrl . implode(',', array_map('basename', glob(__DIR__ . '/../migrations/*.sql') ?: []))));",
    "            $repositories = Database::connect($config->databaseUrl, !is_file($marker));",
    "            touch($marker);",
    "            return (new App(Services::create($repositories, $config, $events)))->handle($request);",
    "        }",
    "        return self::withLocalStore(static function (MemoryStore $store) use ($config, $events, $request): Response {",
    "            return (new App(Services::create(Repositories::inMemory($store), $config, $events)))->handle($request);",
    "        });",
    "    }",
    "",
    "    /**",
    "     * Without DATABASE_URL: the records live in one JSON file, read and written by one request at a time.",
    "     * Fine for trying the app; set DATABASE_URL for anything else.",
    "     *",
    "     * @param \\Closure(MemoryStore): Response $work",
    "     */",
    "    private static function withLocalStore(\\Closure $work): Response",
    "    {",
    "        $file = self::localPath('records.json');",
    "        if (!is_file($file)) {",
    "            error_log(\"DATABASE_URL is not set: records are kept in $file, for local runs only.\");",
    "        }",
    "        $handle = fopen($file, 'c+');",
    "        if ($handle === false) {",
    "            throw new \\RuntimeException(\"Cannot open $file\");",
    "        }",
    "        try {",
    "            flock($handle, LOCK_EX);",
    "            $store = new MemoryStore(Repositories::specs());",
    "            $saved = json_decode((string) stream_get_contents($handle), true);",
    "            $store->restore(is_array($saved) ? $saved : []);",
    "            $response = $work($store);",
    "            ftruncate($handle, 0);",
    "            rewind($handle);",
    "            fwrite($handle, json_encode($store->snapshot(), JSON_THROW_ON_ERROR));",
    "            fflush($handle);",
    "            return $response;",
    "        } finally {",
    "            flock($handle, LOCK_UN);",
    "            fclose($handle);",
    "        }",
    "    }",
    "",
    "    private static function localPath(string $name): string",
    "    {",
    `        return sys_get_temp_dir() . '/' . ${phpString(localName)} . '-' . $name;`,
    "    }",
    "}",
  );
}

function entityRoutesFile(model: AppModel, name: string): GeneratedFile {
  const entity = model.entities.find((candidate) => candidate.name === name);
  if (!entity) throw new Error(`Unknown entity ${name}`);
  const names = phpNames(entity);
  const references = entity.fields.flatMap((field) => {
    const target = model.entities.find((candidate) => candidate.name === field.target);
    if (!target) return [];
    return [
      `                ${phpString(field.name)} => ['label' => ${phpString(target.label)}, 'repository' => $services->repositories->${target.camelPlural}],`,
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
      "        );",
      "    }",
      "}",
    ),
  );
}

/** The server's wiring: config, services, the app with every route registered, the front controller. */
export function wiringFiles(model: AppModel): GeneratedFile[] {
  const features = chosenPhpFeatures(model);
  return [
    code("backend/src/Config.php", "backend", configFile(features)),
    code("backend/src/Services.php", "backend", servicesFile(features)),
    code("backend/src/App.php", "backend", appFile(model, features)),
    code("backend/src/Server.php", "backend", serverFile(model, features)),
    code("backend/public/index.php", "backend", frontController),
    ...model.entities.map((entity) => entityRoutesFile(model, entity.name)),
  ];
}
