import type { AppModel, Entity, Field } from "../../model";
import { snakeCase } from "../../model/naming";
import { lines } from "../files";
import { referencedFirst } from "../records";
import { ownsRecords, roleTestCase } from "../shared/backend/roles";
import { countedSample, fieldToUpdate, sampleValue, updatedValue } from "../samples";
import type { GeneratedFile } from "../types";
import { pyTest } from "./files";
import { pyImport, pyNames, pyString, pyValue } from "./names";
import { NOT_RFC_3339 } from "./api-document";
import { pythonRuleTests } from "./rule-tests";

const requiredReference = (entity: Entity) => entity.fields.find((field) => field.kind === "reference" && field.required);
const parentName = (field: string) => `${snakeCase(field.replace(/Id$/, ""))}_created`;
const article = (label: string) => (/^[aeiou]/i.test(label) ? "an" : "a");
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const one = (entity: Entity) => `${article(entity.label)} ${entity.label.toLowerCase()}`;
const testName = (text: string) => `test_${text.toLowerCase().replace(/[^a-z0-9]+/g, "_").replace(/^_|_$/g, "")}`;

function helpersFile(model: AppModel): string {
  const auth = model.features.includes("auth");
  return lines(
    `"""Calls the app in-process, signed in when the app has accounts."""`,
    auth && "import secrets",
    auth && "import uuid",
    "from typing import Any, Dict, Optional",
    "",
    "import httpx",
    "from fastapi.testclient import TestClient",
    "",
    "from app.application import create_app",
    "from app.config import read_settings",
    auth && "from app.features.auth.roles import MANAGING_ROLE",
    "from app.repositories import Repositories, create_memory_repositories",
    "from app.services import Services, create_services",
    "from tests.api_document import check_answer",
    "",
    "",
    "class ApiClient(TestClient):",
    `    """A TestClient on the app, with the services it runs on (repositories, the mailer's outbox).`,
    "",
    "    Every answer is checked against the API's OpenAPI document (tests/api_document.py): a status, content type",
    `    or body the document does not declare fails the test, so the API and its description cannot drift apart."""`,
    "",
    "    def __init__(self, services: Services) -> None:",
    "        super().__init__(create_app(services))",
    "        self.services = services",
    "",
    "    def request(self, method: str, url: Any, *args: Any, **kwargs: Any) -> httpx.Response:  # type: ignore[override]",
    "        response = super().request(method, url, *args, **kwargs)",
    "        check_answer(method, response.request.url.path, response)",
    "        return response",
    "",
    "",
    auth
      ? "def create_test_client(repositories: Optional[Repositories] = None, signed_in: bool = True) -> ApiClient:"
      : "def create_test_client(repositories: Optional[Repositories] = None) -> ApiClient:",
    `    """The app on the in-memory store (or the repositories given), signed in when the app has accounts."""`,
    auth
      ? `    settings = read_settings({"AUTH_SECRET": secrets.token_hex(32)})  # a fresh random secret per client`
      : "    settings = read_settings({})",
    "    if repositories is None:",
    "        repositories = create_memory_repositories()",
    "    client = ApiClient(create_services(repositories, settings))",
    auth &&
      lines(
        "    if signed_in:",
        `        account = {"name": "Tester", "email": f"tester-{uuid.uuid4()}@example.com", "password": "correct horse battery"}`,
        `        session = expect_status(client.post("/api/auth/register", json=account), 201)`,
        `        client.headers["Authorization"] = f"Bearer {session['token']}"`,
        "        # The tester changes every record type: on a store that already has accounts it is made the managing role.",
        `        user = repositories.users.get(session["user"]["id"])`,
        `        if user is not None and user["role"] != MANAGING_ROLE.name:`,
        `            repositories.users.update(user["id"], {**user, "role": MANAGING_ROLE.name})`,
      ),
    "    return client",
    "",
    "",
    "def expect_status(response: httpx.Response, status: int) -> Any:",
    `    """Checks the status (showing the answer when it differs) and returns the JSON body, if any."""`,
    `    request = f"{response.request.method} {response.request.url.path}"`,
    `    assert response.status_code == status, f"{request}: {response.status_code} {response.text}"`,
    "    return response.json() if response.content else None",
    "",
    "",
    "def assert_contains(actual: Dict[str, Any], expected: Dict[str, Any]) -> None:",
    `    """Every expected field has the expected value (other fields may be there too)."""`,
    "    for name, value in expected.items():",
    `        assert actual.get(name) == value, f"{name}: {actual.get(name)!r} != {value!r}"`,
  );
}

/** A fixture's value: the sample, or for a unique text the sample with the fixture counter in it. */
function fixtureValue(entity: Entity, field: Field): string {
  const counted = countedSample(entity, field);
  if (!counted) return pyValue(sampleValue(entity, field));
  return [pyString(counted.before), "str(next(_made))", counted.after && pyString(counted.after)].filter(Boolean).join(" + ");
}

/** tests/fixtures.py: a valid input per entity; required references are created first. */
function fixturesFile(model: AppModel): string {
  const fixture = (entity: Entity) => {
    const parents = entity.fields.flatMap((field) => {
      const target = model.entities.find((candidate) => candidate.name === field.target);
      if (!target || !field.required) return [];
      return [
        `    ${parentName(field.name)} = expect_status(client.post(${pyString(`/api/${target.route}`)}, json=${pyNames(target).fixture}(client)), 201)`,
      ];
    });
    const values = entity.fields.map((field) => {
      if (field.kind !== "reference") return `        ${pyString(field.name)}: ${fixtureValue(entity, field)},`;
      return field.required
        ? `        ${pyString(field.name)}: ${parentName(field.name)}["id"],`
        : `        ${pyString(field.name)}: None,`;
    });
    return lines(
      `def ${pyNames(entity).fixture}(client: ApiClient) -> Dict[str, Any]:`,
      `    """A valid ${entity.label.toLowerCase()}${parents.length > 0 ? ", with what it refers to created first" : ""}."""`,
      ...parents,
      "    return {",
      ...values,
      "    }",
    );
  };
  const counted = model.entities.some((entity) => entity.fields.some((field) => countedSample(entity, field)));
  return lines(
    `"""A valid input per record type."""`,
    counted && "import itertools",
    "from typing import Any, Dict",
    "",
    "from tests.helpers import ApiClient, expect_status",
    "",
    counted && "# Unique values differ per fixture, so records made as parents never clash with the record under test.",
    counted && "_made = itertools.count(1)",
    counted && "",
    "",
    referencedFirst(model.entities).map(fixture).join("\n\n\n"),
  );
}

/** tests/entity_checks.py: the full lifecycle of each entity, shared by the route tests and the database test. */
function checksFile(model: AppModel): string {
  const check = (entity: Entity) => {
    const base = `/api/${entity.route}`;
    const changed = fieldToUpdate(entity);
    const change = changed ? `{${pyString(changed.name)}: ${pyValue(updatedValue(entity, changed))}}` : "{}";
    const names = pyNames(entity);
    return lines(
      `def ${names.check}(client: ApiClient) -> None:`,
      `    values = ${names.fixture}(client)`,
      `    created = expect_status(client.post(${pyString(base)}, json=values), 201)`,
      `    record_id = created["id"]`,
      "    assert_contains(created, values)",
      `    listed = expect_status(client.get(${pyString(base)}), 200)`,
      `    assert record_id in [record["id"] for record in listed]`,
      `    expect_status(client.get(f"${base}/{record_id}"), 200)`,
      `    change = ${change}`,
      `    updated = expect_status(client.put(f"${base}/{record_id}", json={**values, **change}), 200)`,
      "    assert_contains(updated, change)",
      `    expect_status(client.delete(f"${base}/{record_id}"), 204)`,
      `    expect_status(client.get(f"${base}/{record_id}"), 404)`,
    );
  };
  const keeps = (entity: Entity) => {
    const field = requiredReference(entity);
    const target = model.entities.find((candidate) => candidate.name === field?.target);
    if (!field || !target) return "";
    return lines(
      `def ${pyNames(entity).keeps}(client: ApiClient) -> None:`,
      `    """The ${target.label.toLowerCase()} ${one(entity)} refers to cannot be deleted while it does."""`,
      `    values = ${pyNames(entity).fixture}(client)`,
      `    expect_status(client.post(${pyString(`/api/${entity.route}`)}, json=values), 201)`,
      `    expect_status(client.delete(f"/api/${target.route}/{values['${field.name}']}"), 409)`,
    );
  };
  const keeping = model.entities.filter((entity) => requiredReference(entity));
  const owned = ownedCheck(model);
  return lines(
    `"""The lifecycle of every record type through the API: run on the memory store and on the database."""`,
    owned && "import uuid",
    owned ? "from typing import Callable, Dict, List" : "from typing import Callable, List",
    "",
    owned && "from app.features.auth.roles import SIGN_UP_ROLE",
    pyImport("tests.fixtures", model.entities.map((entity) => pyNames(entity).fixture).sort()),
    "from tests.helpers import ApiClient, assert_contains, expect_status",
    "",
    "",
    [...model.entities.map(check), ...keeping.map(keeps), ...(owned ? [owned.code] : [])].join("\n\n\n"),
    "",
    "",
    `ENTITY_CHECKS: List[Callable[[ApiClient], None]] = [${model.entities.map((entity) => pyNames(entity).check).join(", ")}]`,
    `REFERENCE_CHECKS: List[Callable[[ApiClient], None]] = [${keeping.map((entity) => pyNames(entity).keeps).join(", ")}]`,
    owned && `OWNERSHIP_CHECKS: List[Callable[[ApiClient], None]] = [${owned.name}]`,
  );
}

/**
 * When the sign-up role owns a record type it can create on its own: the check that another account's record of
 * it is "not found" to such an account (lists, reads, changes, deletes and, when a record type it owns points
 * at it, references), while its own account and the managing role (the client's account) see it.
 */
function ownedCheck(model: AppModel): { name: string; code: string } | undefined {
  const { signUp, owned } = roleTestCase(model);
  if (!ownsRecords(model) || !owned) return undefined;
  const names = pyNames(owned);
  const base = `/api/${owned.route}`;
  const ownedTargets = model.entities.filter((entity) => signUp.owns.includes(entity.route)).map((entity) => entity.name);
  // A record type the role owns that points at the owned one, whose other required references its fixture can
  // make visible to any account (they are not owned): the reference is then refused for that one reason.
  const pointing = model.entities.find(
    (entity) =>
      signUp.owns.includes(entity.route) &&
      entity.fields.some((field) => field.kind === "reference" && field.target === owned.name) &&
      !entity.fields.some((field) => field.kind === "reference" && field.required && field.target !== owned.name && ownedTargets.includes(field.target ?? "")),
  );
  const reference = pointing?.fields.find((field) => field.kind === "reference" && field.target === owned.name);
  const ids = (call: string) => `[record["id"] for record in expect_status(${call}, 200)]`;
  const code = lines(
    "def signed_up(client: ApiClient) -> Dict[str, str]:",
    `    """A new account, in the sign-up role (it is not the first), as the header that signs its requests in."""`,
    `    account = {"name": "Member", "email": f"member-{uuid.uuid4()}@example.com", "password": "correct horse battery"}`,
    `    session = expect_status(client.post("/api/auth/register", json=account), 201)`,
    `    assert session["user"]["role"] == SIGN_UP_ROLE.name`,
    `    return {"Authorization": f"Bearer {session['token']}"}`,
    "",
    "",
    `def ${names.owns}(client: ApiClient) -> None:`,
    `    """${sentence(`${article(signUp.label)} ${signUp.label.toLowerCase()}`)} account sees and changes only the ${owned.pluralLabel.toLowerCase()} it created: another's is "not found" to it.`,
    `    The client's own account, in the managing role, sees them all."""`,
    "    first, second = signed_up(client), signed_up(client)",
    `    values = ${names.fixture}(client)`,
    `    created = expect_status(client.post(${pyString(base)}, json=values, headers=first), 201)`,
    `    path = f"${base}/{created['id']}"`,
    `    assert created["id"] not in ${ids(`client.get(${pyString(base)}, headers=second)`)}`,
    `    assert expect_status(client.get(path, headers=second), 404) == {"error": ${pyString(`${owned.label} not found`)}}`,
    "    expect_status(client.put(path, json=values, headers=second), 404)",
    "    expect_status(client.delete(path, headers=second), 404)",
    pointing &&
      reference &&
      lines(
        `    pointing = {**${pyNames(pointing).fixture}(client), ${pyString(reference.name)}: created["id"]}`,
        `    refused = expect_status(client.post(${pyString(`/api/${pointing.route}`)}, json=pointing, headers=second), 400)`,
        `    assert refused["error"] == f"${owned.label} {created['id']} does not exist"`,
      ),
    `    assert created["id"] in ${ids(`client.get(${pyString(base)}, headers=first)`)}`,
    "    expect_status(client.get(path, headers=first), 200)",
    "    expect_status(client.get(path), 200)",
    `    assert created["id"] in ${ids(`client.get(${pyString(base)})`)}`,
  );
  return { name: names.owns, code };
}

/**
 * A date and time is taken only as RFC 3339 (the values the Node backend's tests refuse too), and answered in
 * UTC: the fixture's moment sent with an offset comes back as the fixture's value.
 */
function dateTest(entity: Entity, date: Field): string {
  const base = `/api/${entity.route}`;
  const sample = sampleValue(entity, date);
  const moment = typeof sample === "string" ? Date.parse(sample) : Number.NaN;
  const withOffset = new Date(moment + 2 * 3600 * 1000).toISOString().replace(/\.\d+Z$/, "+02:00");
  return lines(
    `def ${testName(`takes ${date.label} only as an RFC 3339 date and time`)}() -> None:`,
    "    client = create_test_client()",
    `    values = ${pyNames(entity).fixture}(client)`,
    `    for value in ${pyValue(NOT_RFC_3339)}:`,
    `        refused = expect_status(client.post(${pyString(base)}, json={**values, ${pyString(date.name)}: value}), 400)`,
    `        assert ${pyString(date.name)} in [issue["path"] for issue in refused["issues"]], value`,
    !Number.isNaN(moment) &&
      lines(
        `    created = expect_status(client.post(${pyString(base)}, json={**values, ${pyString(date.name)}: ${pyString(withOffset)}}), 201)`,
        `    assert created[${pyString(date.name)}] == ${pyString(new Date(moment).toISOString())}`,
      ),
  );
}

function entityTestFile(model: AppModel, entity: Entity): GeneratedFile {
  const base = `/api/${entity.route}`;
  const names = pyNames(entity);
  const required = entity.fields.filter((field) => field.required && field.kind !== "boolean").map((field) => field.name);
  const reference = entity.fields.find((field) => field.kind === "reference");
  const referenceTarget = model.entities.find((candidate) => candidate.name === reference?.target);
  const keeps = requiredReference(entity);
  const date = entity.fields.find((field) => field.kind === "date");
  const tests = [
    lines(
      `def ${testName(`creates lists reads updates and deletes ${one(entity)}`)}() -> None:`,
      `    ${names.check}(create_test_client())`,
    ),
    required.length > 0 &&
      lines(
        `def ${testName(`rejects ${one(entity)} without its required fields`)}() -> None:`,
        `    response = expect_status(create_test_client().post(${pyString(base)}, json={}), 400)`,
        `    paths = [issue["path"] for issue in response["issues"]]`,
        `    assert {${required.map(pyString).join(", ")}} <= set(paths)`,
      ),
    lines(
      `def ${testName(`answers 404 for ${one(entity)} that does not exist`)}() -> None:`,
      "    client = create_test_client()",
      `    expect_status(client.get(${pyString(`${base}/missing`)}), 404)`,
      `    expect_status(client.put(${pyString(`${base}/missing`)}, json={}), 404)`,
      `    expect_status(client.delete(${pyString(`${base}/missing`)}), 404)`,
    ),
    reference &&
      referenceTarget &&
      lines(
        `def ${testName(`rejects ${one(entity)} whose ${referenceTarget.label.toLowerCase()} does not exist`)}() -> None:`,
        "    client = create_test_client()",
        `    values = {**${names.fixture}(client), ${pyString(reference.name)}: "missing"}`,
        `    expect_status(client.post(${pyString(base)}, json=values), 400)`,
      ),
    keeps && lines(`def ${testName(`keeps what ${one(entity)} refers to`)}() -> None:`, `    ${names.keeps}(create_test_client())`),
    date && dateTest(entity, date),
  ].filter((part): part is string => typeof part === "string");
  const checks = [names.check, ...(keeps ? [names.keeps] : [])];
  return pyTest(
    `backend/tests/test_${names.routesModule}.py`,
    lines(
      `"""${base}: ${entity.pluralLabel.toLowerCase()} through the API, on the in-memory store."""`,
      pyImport("tests.entity_checks", checks),
      ((reference && referenceTarget) || date) && `from tests.fixtures import ${names.fixture}`,
      "from tests.helpers import create_test_client, expect_status",
      "",
      "",
      tests.join("\n\n\n"),
    ),
  );
}

function appTest(model: AppModel): string {
  const first = model.entities[0];
  return lines(
    `"""What every route shares: the health check, unknown routes, unreadable bodies, the address it binds."""`,
    first && "import gzip",
    model.features.includes("auth") && "import secrets",
    (first || model.features.includes("auth")) && "",
    "from app.config import read_settings",
    "from tests.helpers import create_test_client, expect_status",
    "",
    "",
    "def test_binds_this_machine_only_unless_host_is_set_or_in_production() -> None:",
    `    assert read_settings({}).host == "127.0.0.1"`,
    `    assert read_settings({"HOST": "0.0.0.0"}).host == "0.0.0.0"`,
    model.features.includes("auth")
      ? `    production = {"APP_ENV": "production", "AUTH_SECRET": secrets.token_hex(32)}`
      : `    production = {"APP_ENV": "production"}`,
    `    assert read_settings(production).host == "0.0.0.0"`,
    `    assert read_settings({**production, "HOST": "127.0.0.1"}).host == "127.0.0.1"`,
    "",
    "",
    "def test_answers_the_health_check() -> None:",
    `    assert expect_status(create_test_client().get("/api/health"), 200) == {"status": "ok"}`,
    "",
    "",
    "def test_answers_an_unknown_route_with_404_and_a_json_error() -> None:",
    "    client = create_test_client()",
    `    assert expect_status(client.get("/api/no-such-thing"), 404) == {"error": "No route for GET /api/no-such-thing"}`,
    `    assert expect_status(client.delete("/api/health"), 404) == {"error": "No route for DELETE /api/health"}`,
    first &&
      lines(
        "",
        "",
        "def test_answers_malformed_json_with_400() -> None:",
        "    client = create_test_client()",
        `    response = client.post(${pyString(`/api/${first.route}`)}, content=b"{not json", headers={"Content-Type": "application/json"})`,
        "    expect_status(response, 400)",
        "",
        "",
        "def test_answers_a_body_over_1_mb_with_413() -> None:",
        "    client = create_test_client()",
        `    body = b'{"padding": "' + b"x" * (1024 * 1024) + b'"}'`,
        `    response = client.post(${pyString(`/api/${first.route}`)}, content=body, headers={"Content-Type": "application/json"})`,
        `    assert expect_status(response, 413) == {"error": "The request body is larger than 1 MB"}`,
        "",
        "",
        "def test_answers_a_body_in_another_charset_or_compressed_with_415() -> None:",
        "    client = create_test_client()",
        `    latin = {"Content-Type": "application/json; charset=latin1"}`,
        `    response = client.post(${pyString(`/api/${first.route}`)}, content='{"name": "Café"}'.encode("latin-1"), headers=latin)`,
        `    assert expect_status(response, 415) == {"error": "Unsupported charset latin1: send JSON as UTF-8"}`,
        `    compressed = {"Content-Type": "application/json", "Content-Encoding": "gzip"}`,
        `    response = client.post(${pyString(`/api/${first.route}`)}, content=gzip.compress(b"{}"), headers=compressed)`,
        `    assert expect_status(response, 415) == {"error": "Unsupported content encoding gzip: send the body uncompressed"}`,
      ),
  );
}

/**
 * The lists of checks a database test runs, as its import and its loop name them: every record type's lifecycle,
 * the references kept, and the ownership check when there is one.
 */
export function databaseChecks(model: AppModel): { checkLists: string; checks: string } {
  const lists = ["ENTITY_CHECKS", "REFERENCE_CHECKS", ...(ownedCheck(model) ? ["OWNERSHIP_CHECKS"] : [])];
  return { checkLists: [...lists].sort().join(", "), checks: lists.map((list) => `*${list}`).join(", ") };
}

/** The route tests: helpers, fixtures, the shared entity checks, and one test module per entity. */
export function apiTestFiles(model: AppModel): GeneratedFile[] {
  return [
    pyTest("backend/tests/__init__.py", `"""The API's tests: python -m pytest (from backend/)."""`),
    pyTest("backend/tests/helpers.py", helpersFile(model)),
    pyTest("backend/tests/fixtures.py", fixturesFile(model)),
    pyTest("backend/tests/entity_checks.py", checksFile(model)),
    pyTest("backend/tests/test_app.py", appTest(model)),
    ...model.entities.map((entity) => entityTestFile(model, entity)),
    ...pythonRuleTests(model),
  ];
}
