import type { AppModel } from "../../../model";
import { lines } from "../../files";
import { ownsRecords } from "../../shared/backend/roles";
import type { PythonFeature } from "../feature";
import { pythonFeatureEmitter } from "../feature";
import { pyCode, pyTest } from "../files";
import { pyImport, pyNames, pyString, pyValue } from "../names";
import { pythonOwnedTestCase, pyTestName } from "./auth";

function routesPy(model: AppModel): string {
  return lines(
    `"""/api/analytics: record usage events (page views, actions) and read counts per record type and event."""`,
    "from datetime import datetime, timezone",
    "from typing import Any, Dict, Optional",
    "",
    "from fastapi import APIRouter, Depends",
    "from pydantic import BaseModel",
    "",
    "from app.domain import fields as rules",
    "from app.http.body import json_body, parse",
    "from app.repositories.repository import Record",
    "from app.services import Services",
    "",
    "",
    "class UsageEvent(BaseModel):",
    "    name: str",
    "    path: Optional[str] = None",
    "",
    `    check_name = rules.checked("name")(rules.text(required=True, max_length=100))`,
    `    check_path = rules.checked("path")(rules.text(required=False, max_length=500))`,
    "",
    "",
    "def analytics_routes(services: Services) -> APIRouter:",
    "    repositories = services.repositories",
    "    router = APIRouter()",
    "",
    `    @router.post("/events", status_code=201)`,
    "    def record_event(body: Any = Depends(json_body)) -> Record:",
    "        event = parse(UsageEvent, body)",
    "        occurred_at = rules.iso(datetime.now(timezone.utc))",
    `        return repositories.analytics_events.create({"name": event.name, "path": event.path, "occurredAt": occurred_at})`,
    "",
    `    @router.get("/summary")`,
    "    def summary() -> Dict[str, Dict[str, int]]:",
    // The repositories see as the request's account does (ownership.py): the counts follow.
    ownsRecords(model) && "        # Of a type the account's role owns, its own records only: the repositories see as the account does.",
    "        records = {",
    ...model.entities.map((entity) => `            ${pyString(entity.route)}: len(repositories.${pyNames(entity).repository}.list()),`),
    "        }",
    "        events: Dict[str, int] = {}",
    "        for event in repositories.analytics_events.list():",
    `            events[event["name"]] = events.get(event["name"], 0) + 1`,
    `        return {"records": records, "events": events}`,
    "",
    "    return router",
  );
}

/**
 * The test that an account whose role owns a record type counts only its own records of it, while the managing
 * role counts them all and every account counts every record of a type no role owns (the repositories the
 * summary reads see as the request's account does).
 */
function ownedCountTest(model: AppModel): string {
  const testCase = pythonOwnedTestCase(model);
  if (!testCase) return "";
  const { owned, unowned } = testCase;
  const counts = (route: string, expected: string) =>
    `    assert (mine[${pyString(route)}], theirs[${pyString(route)}], every[${pyString(route)}]) == ${expected}`;
  return lines(
    "",
    "",
    `def ${pyTestName(`counts only its own ${owned.pluralLabel} for an account whose role owns them`)}() -> None:`,
    "    client = create_test_client()",
    "    first, second = signed_up(client), signed_up(client)",
    `    expect_status(client.post(${pyString(`/api/${owned.route}`)}, json=${pyNames(owned).fixture}(client), headers=first), 201)`,
    unowned && `    expect_status(client.post(${pyString(`/api/${unowned.route}`)}, json=${pyNames(unowned).fixture}(client)), 201)`,
    `    mine = expect_status(client.get("/api/analytics/summary", headers=first), 200)["records"]`,
    `    theirs = expect_status(client.get("/api/analytics/summary", headers=second), 200)["records"]`,
    `    every = expect_status(client.get("/api/analytics/summary"), 200)["records"]`,
    "    # The other account of the role does not count the first one's; the managing role, which owns nothing, does.",
    counts(owned.route, "(1, 0, 1)"),
    unowned && `    # No role owns ${unowned.pluralLabel.toLowerCase()}: every account counts every one.`,
    unowned && counts(unowned.route, "(1, 1, 1)"),
  );
}

const analyticsTest = (model: AppModel) => {
  const testCase = pythonOwnedTestCase(model);
  return lines(
    `"""/api/analytics: usage events and counts."""`,
    testCase && "from tests.entity_checks import signed_up",
    testCase && pyImport("tests.fixtures", [pyNames(testCase.owned).fixture, ...(testCase.unowned ? [pyNames(testCase.unowned).fixture] : [])].sort()),
    "from tests.helpers import create_test_client, expect_status",
    "",
    "",
    "def test_counts_usage_events_by_name_and_records_by_type() -> None:",
    "    client = create_test_client()",
    `    expect_status(client.post("/api/analytics/events", json={"name": "page_view", "path": "/"}), 201)`,
    `    expect_status(client.post("/api/analytics/events", json={"name": "page_view", "path": "/"}), 201)`,
    `    expect_status(client.post("/api/analytics/events", json={"name": "signup"}), 201)`,
    `    summary = expect_status(client.get("/api/analytics/summary"), 200)`,
    `    assert summary["events"] == {"page_view": 2, "signup": 1}`,
    `    assert summary["records"] == ${pyValue(Object.fromEntries(model.entities.map((entity) => [entity.route, 0])))}`,
    "",
    "",
    "def test_rejects_an_event_without_a_name() -> None:",
    "    client = create_test_client()",
    `    expect_status(client.post("/api/analytics/events", json={}), 400)`,
    ownedCountTest(model),
  );
};

export const analyticsPython: PythonFeature = {
  feature: "analytics",
  emitter: pythonFeatureEmitter("analytics", {
    name: "Analytics API",
    description: "Usage events stored as records, and a summary of event counts and record counts for reports.",
    emit: (model) => [
      pyCode("backend/app/features/analytics/__init__.py", "backend", `"""Usage events and counts."""`),
      pyCode("backend/app/features/analytics/routes.py", "backend", routesPy(model)),
      pyTest("backend/tests/test_analytics.py", analyticsTest(model)),
    ],
  }),
  routes: {
    imports: ["from app.features.analytics.routes import analytics_routes"],
    mounts: [{ router: "analytics_routes(services)", prefix: "/api/analytics" }],
  },
};
