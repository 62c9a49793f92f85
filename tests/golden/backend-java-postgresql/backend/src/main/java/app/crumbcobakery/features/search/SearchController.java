package app.crumbcobakery.features.search;

import app.crumbcobakery.domain.InvalidInputException;
import app.crumbcobakery.domain.Issue;
import app.crumbcobakery.features.auth.Ownership;
import app.crumbcobakery.repositories.Repositories;
import app.crumbcobakery.repositories.Repository;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * /api/search?q=: every record whose text contains the query, across record types. It scans the
 * repositories, which is right for thousands of records; past that, add a full-text index to the database.
 * Of a record type the account's role owns, only the records its account created (Ownership.java).
 */
@RestController
public class SearchController {
  /** One match: the record type, its route, its id and what a list shows for it. */
  public record SearchHit(String type, String route, String id, String title) {}

  private record Source(String type, String route, String title, Repository repository) {}

  private static final int MAX_HITS = 50;
  private final List<Source> sources;

  public SearchController(Repositories repositories, Ownership ownership) {
    this.sources = List.of(
        new Source("Product", "products", "name", repositories.products()),
        new Source("Order", "orders", "status", ownership.visible("orders", repositories.orders())),
        new Source("Customer", "customers", "name", ownership.visible("customers", repositories.customers())),
        new Source("Pickup slot", "pickup-slots", "startsAt", repositories.pickupSlots()),
        new Source("Production list", "production-lists", "title", repositories.productionLists())
    );
  }

  private static boolean matches(Map<String, Object> record, String needle) {
    for (Map.Entry<String, Object> entry : record.entrySet()) {
      if (!"id".equals(entry.getKey()) && entry.getValue() instanceof String text && text.toLowerCase(Locale.ROOT).contains(needle)) {
        return true;
      }
    }
    return false;
  }

  @GetMapping("/api/search")
  public List<SearchHit> search(@RequestParam(name = "q", required = false) String q) {
    String query = q == null ? "" : q.trim();
    if (query.isEmpty() || query.length() > 100) {
      String message = query.isEmpty() ? "Type something to search for" : "Use at most 100 characters";
      throw new InvalidInputException(List.of(new Issue("q", message)));
    }
    String needle = query.toLowerCase(Locale.ROOT);
    List<SearchHit> hits = new ArrayList<>();
    for (Source source : sources) {
      for (Map<String, Object> record : source.repository().list()) {
        if (hits.size() == MAX_HITS) {
          return hits;
        }
        if (matches(record, needle)) {
          Object title = record.get(source.title());
          String id = String.valueOf(record.get("id"));
          hits.add(new SearchHit(source.type(), source.route(), id, title == null ? id : String.valueOf(title)));
        }
      }
    }
    return hits;
  }
}
