import type { AppModel } from "../../../model";
import { lines } from "../../files";
import { sampleValue } from "../../samples";
import type { PythonFeature } from "../feature";
import { pythonFeatureEmitter } from "../feature";
import { pyCode, pyTest } from "../files";
import { pyNames, pyString } from "../names";

function routesPy(model: AppModel): string {
  return lines(
    `"""/api/search?q=: every record whose text contains the query, across record types.`,
    "",
    "It scans the repositories, which is right for thousands of records; past that, add a full-text index",
    `to the database."""`,
    "from dataclasses import dataclass",
    "from typing import Any, Callable, Dict, List, Optional",
    "",
    "from fastapi import APIRouter",
    "",
    "from app.http.errors import InvalidInput, Issue",
    "from app.repositories.repository import Record",
    "from app.services import Services",
    "",
    "MAX_QUERY = 100",
    "MAX_HITS = 50",
    "",
    "",
    "@dataclass(frozen=True)",
    "class Source:",
    "    type: str",
    "    route: str",
    "    title: str",
    `    """The field a hit is shown by."""`,
    "    list: Callable[[], List[Record]]",
    "",
    "",
    "def texts_of(record: Record) -> List[str]:",
    `    return [value.lower() for key, value in record.items() if key != "id" and isinstance(value, str)]`,
    "",
    "",
    "def needle_of(query: Optional[str]) -> str:",
    `    text = (query or "").strip()`,
    "    if not text:",
    `        raise InvalidInput([Issue("q", "Type something to search for")])`,
    "    if len(text) > MAX_QUERY:",
    `        raise InvalidInput([Issue("q", f"At most {MAX_QUERY} characters")])`,
    "    return text.lower()",
    "",
    "",
    "def search_routes(services: Services) -> APIRouter:",
    "    repositories = services.repositories",
    "    sources = [",
    ...model.entities.map(
      (entity) =>
        `        Source(${pyString(entity.label)}, ${pyString(entity.route)}, ${pyString(entity.displayField)}, repositories.${pyNames(entity).repository}.list),`,
    ),
    "    ]",
    "    router = APIRouter()",
    "",
    `    @router.get("")`,
    "    def search(q: Optional[str] = None) -> List[Dict[str, Any]]:",
    "        needle = needle_of(q)",
    "        hits: List[Dict[str, Any]] = []",
    "        for source in sources:",
    "            for record in source.list():",
    "                if any(needle in text for text in texts_of(record)):",
    "                    title = record.get(source.title)",
    `                    shown = str(title) if title is not None else record["id"]`,
    `                    hits.append({"type": source.type, "route": source.route, "id": record["id"], "title": shown})`,
    "        return hits[:MAX_HITS]",
    "",
    "    return router",
  );
}

function searchTest(model: AppModel): string {
  const plain = (kind: string, format: string | undefined) => kind === "string" && !format?.match(/email|url/);
  const searchable = model.entities.find((entity) => entity.fields.some((field) => plain(field.kind, field.format)));
  const field = searchable?.fields.find((candidate) => plain(candidate.kind, candidate.format));
  return lines(
    `"""/api/search: one search over the text of every record type."""`,
    searchable && `from tests.fixtures import ${pyNames(searchable).fixture}`,
    "from tests.helpers import create_test_client, expect_status",
    "",
    "",
    searchable &&
      field &&
      lines(
        `def test_finds_${pyNames(searchable).repository}_by_their_text() -> None:`,
        "    client = create_test_client()",
        `    created = expect_status(client.post(${pyString(`/api/${searchable.route}`)}, json=${pyNames(searchable).fixture}(client)), 201)`,
        `    hits = expect_status(client.get("/api/search", params={"q": ${pyString(String(sampleValue(searchable, field)).toUpperCase())}}), 200)`,
        `    assert any(hit["route"] == ${pyString(searchable.route)} and hit["id"] == created["id"] for hit in hits)`,
        "",
        "",
      ),
    "def test_answers_an_empty_list_when_nothing_matches_and_400_without_a_query() -> None:",
    "    client = create_test_client()",
    `    assert expect_status(client.get("/api/search", params={"q": "no record says this"}), 200) == []`,
    `    expect_status(client.get("/api/search"), 400)`,
  );
}

export const searchPython: PythonFeature = {
  feature: "search",
  emitter: pythonFeatureEmitter("search", {
    name: "Search API",
    description: "One search endpoint over the text of every record type, case-insensitive, with links back to each record.",
    emit: (model) => [
      pyCode("backend/app/features/search/__init__.py", "backend", `"""Search across record types."""`),
      pyCode("backend/app/features/search/routes.py", "backend", routesPy(model)),
      pyTest("backend/tests/test_search.py", searchTest(model)),
    ],
  }),
  routes: {
    imports: ["from app.features.search.routes import search_routes"],
    mounts: [{ router: "search_routes(services)", prefix: "/api/search" }],
  },
};
