import type { AppModel } from "../../../model";
import { code, doc, lines, test } from "../../files";
import { phpFeatureEmitter, type PhpFeature } from "../feature";
import { phpHeader, phpValue } from "../names";

const routes = lines(
  phpHeader("App\\Features\\ApiDocs"),
  "use App\\Http\\Response;",
  "use App\\Http\\Router;",
  "use App\\OpenApi;",
  "",
  "/** /api/openapi.json: the machine-readable description of this API, for clients and API tools. */",
  "final class OpenApiRoutes",
  "{",
  "    public static function register(Router $router): void",
  "    {",
  "        $router->get('/api/openapi.json', static fn (): Response => new Response(",
  "            200,",
  "            ['Content-Type' => 'application/json; charset=utf-8'],",
  "            OpenApi::DOCUMENT,",
  "        ));",
  "    }",
  "}",
);

function apiMarkdown(model: AppModel): string {
  return lines(
    `# ${model.name} API`,
    "",
    "Every route answers JSON; errors are `{ \"error\": \"...\" }` (with `issues` for invalid input).",
    model.features.includes("auth") &&
      "Routes marked with a lock need `Authorization: Bearer <token>` from `/api/auth/login` or `/api/auth/register`.",
    "The same description is served as OpenAPI at `/api/openapi.json`.",
    "",
    "| Method | Path | What it does | |",
    "|---|---|---|---|",
    ...model.apiRoutes.map((route) => `| ${route.method} | \`${route.path}\` | ${route.summary} | ${route.auth ? "🔒" : ""} |`),
  );
}

const openApiTest = (model: AppModel) =>
  lines(
    phpHeader("App\\Tests\\Features"),
    "use App\\Tests\\Support\\TestClient;",
    "use PHPUnit\\Framework\\TestCase;",
    "",
    "final class OpenApiTest extends TestCase",
    "{",
    "    public function testDescribesEveryRouteOfTheApiWithoutSigningIn(): void",
    "    {",
    "        $response = TestClient::anonymous()->get('/api/openapi.json')->assertStatus(200);",
    `        $expected = ${phpValue([...new Set(model.apiRoutes.map((route) => route.path.replace(/:(\w+)/g, "{$1}")))])};`,
    "        self::assertSame([], array_values(array_diff($expected, array_keys($response->json['paths']))));",
    "    }",
    "}",
  );

export const apiDocsPhp: PhpFeature = {
  feature: "api",
  emitter: phpFeatureEmitter("api", {
    name: "Public API documentation (OpenAPI)",
    description: "An OpenAPI 3 description of every route, served at /api/openapi.json, and docs/API.md.",
    emit: (model) => [
      code("backend/src/Features/ApiDocs/OpenApiRoutes.php", "backend", routes),
      doc("docs/API.md", apiMarkdown(model)),
      test("backend/tests/Features/OpenApiTest.php", openApiTest(model)),
    ],
  }),
  routes: {
    uses: ["use App\\Features\\ApiDocs\\OpenApiRoutes;"],
    open: ["OpenApiRoutes::register($this->open);"],
  },
};
