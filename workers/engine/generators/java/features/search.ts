import type { AppModel } from "../../../model";
import { code, lines, test } from "../../files";
import { sampleValue } from "../../samples";
import type { GeneratedFile } from "../../types";
import { javaFeatureEmitter } from "../feature";
import { importLine, javaString, mainPath, packageLine, recordNames, testPath } from "../names";
import { ownsRecords } from "../../shared/backend/roles";
import { javaRecords } from "../wiring";

function controller(model: AppModel): string {
  const sources = model.entities.map(
    (entity) =>
      `        new Source(${javaString(entity.label)}, ${javaString(entity.route)}, ${javaString(entity.displayField)}, ${javaRecords(model, entity)})`,
  );
  const owning = ownsRecords(model);
  return lines(
    packageLine(model, "features.search"),
    "",
    importLine(model, "domain", "InvalidInputException"),
    importLine(model, "domain", "Issue"),
    owning && importLine(model, "features.auth", "Ownership"),
    importLine(model, "repositories", "Repositories"),
    importLine(model, "repositories", "Repository"),
    "import java.util.ArrayList;",
    "import java.util.List;",
    "import java.util.Locale;",
    "import java.util.Map;",
    "import org.springframework.web.bind.annotation.GetMapping;",
    "import org.springframework.web.bind.annotation.RequestParam;",
    "import org.springframework.web.bind.annotation.RestController;",
    "",
    "/**",
    " * /api/search?q=: every record whose text contains the query, across record types. It scans the",
    " * repositories, which is right for thousands of records; past that, add a full-text index to the database.",
    owning && " * Of a record type the account's role owns, only the records its account created (Ownership.java).",
    " */",
    "@RestController",
    "public class SearchController {",
    "  /** One match: the record type, its route, its id and what a list shows for it. */",
    "  public record SearchHit(String type, String route, String id, String title) {}",
    "",
    "  private record Source(String type, String route, String title, Repository repository) {}",
    "",
    "  private static final int MAX_HITS = 50;",
    "  private final List<Source> sources;",
    "",
    `  public SearchController(Repositories repositories${owning ? ", Ownership ownership" : ""}) {`,
    "    this.sources = List.of(",
    sources.join(",\n"),
    "    );",
    "  }",
    "",
    "  private static boolean matches(Map<String, Object> record, String needle) {",
    "    for (Map.Entry<String, Object> entry : record.entrySet()) {",
    `      if (!"id".equals(entry.getKey()) && entry.getValue() instanceof String text && text.toLowerCase(Locale.ROOT).contains(needle)) {`,
    "        return true;",
    "      }",
    "    }",
    "    return false;",
    "  }",
    "",
    `  @GetMapping("/api/search")`,
    `  public List<SearchHit> search(@RequestParam(name = "q", required = false) String q) {`,
    `    String query = q == null ? "" : q.trim();`,
    "    if (query.isEmpty() || query.length() > 100) {",
    `      String message = query.isEmpty() ? "Type something to search for" : "Use at most 100 characters";`,
    `      throw new InvalidInputException(List.of(new Issue("q", message)));`,
    "    }",
    "    String needle = query.toLowerCase(Locale.ROOT);",
    "    List<SearchHit> hits = new ArrayList<>();",
    "    for (Source source : sources) {",
    "      for (Map<String, Object> record : source.repository().list()) {",
    "        if (hits.size() == MAX_HITS) {",
    "          return hits;",
    "        }",
    "        if (matches(record, needle)) {",
    "          Object title = record.get(source.title());",
    `          String id = String.valueOf(record.get("id"));`,
    "          hits.add(new SearchHit(source.type(), source.route(), id, title == null ? id : String.valueOf(title)));",
    "        }",
    "      }",
    "    }",
    "    return hits;",
    "  }",
    "}",
  );
}

function searchTest(model: AppModel): string {
  const isText = (format: string | undefined) => format !== "email" && format !== "url";
  const searchable = model.entities.find((entity) => entity.fields.some((field) => field.kind === "string" && isText(field.format)));
  const field = searchable?.fields.find((candidate) => candidate.kind === "string" && isText(candidate.format));
  return lines(
    packageLine(model, ""),
    "",
    "import static org.junit.jupiter.api.Assertions.assertEquals;",
    searchable && "import static org.junit.jupiter.api.Assertions.assertTrue;",
    "import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;",
    "",
    searchable && importLine(model, "support", "Fixtures"),
    "import com.fasterxml.jackson.databind.JsonNode;",
    "import org.junit.jupiter.api.DisplayName;",
    "import org.junit.jupiter.api.Test;",
    "",
    `@DisplayName("/api/search")`,
    "class SearchFeatureTest extends ApiTest {",
    searchable &&
      field &&
      lines(
        "  @Test",
        `  @DisplayName(${javaString(`finds ${searchable.pluralLabel.toLowerCase()} by their text`)})`,
        "  void findsRecords() throws Exception {",
        `    String id = client.id(client.post(${javaString(`/api/${searchable.route}`)}, Fixtures.${recordNames(searchable).fixture}(client)).andExpect(status().is(201)));`,
        `    String query = ${javaString(encodeURIComponent(String(sampleValue(searchable, field)).toUpperCase()))};`,
        `    JsonNode hits = client.json(client.get("/api/search?q=" + query).andExpect(status().is(200)));`,
        "    boolean found = false;",
        "    for (JsonNode hit : hits) {",
        `      found = found || (${javaString(searchable.route)}.equals(hit.get("route").asText()) && id.equals(hit.get("id").asText()));`,
        "    }",
        "    assertTrue(found, hits.toString());",
        "  }",
        "",
      ),
    "  @Test",
    `  @DisplayName("answers an empty list when nothing matches, and 400 without a query")`,
    "  void emptyAndMissingQueries() throws Exception {",
    `    JsonNode hits = client.json(client.get("/api/search?q=no%20record%20says%20this").andExpect(status().is(200)));`,
    "    assertEquals(0, hits.size());",
    `    client.get("/api/search").andExpect(status().is(400));`,
    "  }",
    "}",
  );
}

export const searchEmitter = javaFeatureEmitter("search", {
  name: "Search API",
  description: "One search endpoint over the text of every record type, case-insensitive, with links back to each record.",
  emit: (model): GeneratedFile[] => [
    code(mainPath(model, "features/search", "SearchController.java"), "backend", controller(model)),
    test(testPath(model, "", "SearchFeatureTest.java"), searchTest(model)),
  ],
});
