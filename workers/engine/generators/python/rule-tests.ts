import type { AppModel } from "../../model";
import { lines } from "../files";
import { ruleCases } from "../rule-cases";
import type { GeneratedFile } from "../types";
import { pyTest } from "./files";
import { pyNames, pyString, pyValue } from "./names";

/** tests/test_rules.py: every business rule broken (refused) and kept (allowed), from the shared case table. */
export function pythonRuleTests(model: AppModel): GeneratedFile[] {
  const cases = ruleCases(model);
  if (cases.length === 0) return [];
  const fixtures = [...new Set(cases.map((item) => pyNames(item.entity).fixture))].sort();
  return [
    pyTest(
      "backend/tests/test_rules.py",
      lines(
        `"""Each rule of docs/ARCHITECTURE.md ("Business rules"), broken and kept."""`,
        "from typing import Any, Callable, Dict, List, Tuple",
        "",
        "import pytest",
        "",
        `from tests.fixtures import ${fixtures.join(", ")}`,
        "from tests.helpers import ApiClient, create_test_client, expect_status",
        "",
        "Fixture = Callable[[ApiClient], Dict[str, Any]]",
        "",
        "CASES: List[Tuple[str, str, Fixture, str, Dict[str, Any], int]] = [",
        ...cases.map(
          (item) =>
            `    (${pyString(item.title)}, ${pyString(`/api/${item.entity.route}`)}, ${pyNames(item.entity).fixture}, ${pyString(item.action)}, ${pyValue(item.changes)}, ${item.status}),`,
        ),
        "]",
        "",
        "",
        `@pytest.mark.parametrize("title,route,fixture,action,changes,status", CASES, ids=[case[0] for case in CASES])`,
        "def test_rule(title: str, route: str, fixture: Fixture, action: str, changes: Dict[str, Any], status: int) -> None:",
        "    client = create_test_client()",
        "    values = fixture(client)",
        `    if action == "update":`,
        `        created = expect_status(client.post(route, json=values), 201)`,
        `        expect_status(client.put(f"{route}/{created['id']}", json={**values, **changes}), status)`,
        "        return",
        `    if action == "create twice":`,
        "        expect_status(client.post(route, json=values), 201)",
        "    expect_status(client.post(route, json={**values, **changes}), status)",
      ),
    ),
  ];
}
