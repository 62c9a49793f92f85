package app.crumbcobakery.features.auth;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Who uses the app. Every signed-in account reads every record; a role changes (creates, changes, deletes)
 * only the record types, by route, it writes. The managing role assigns roles; the first account takes it.
 * A role may also own record types (owns, among those it writes): of those it sees and changes only the
 * records its account created, and another account's are "not found" to it (Ownership.java).
 */
public final class Roles {
  /** A kind of user: manages = assigns roles; signUp = new accounts take it; writes = record routes it changes. */
  public record Role(String name, String label, boolean manages, boolean signUp, List<String> writes, List<String> owns) {}

  public static final List<Role> ALL = List.of(
    new Role("customer", "Customer", false, true, List.of("orders", "customers"), List.of("orders", "customers")),
    new Role("baker", "Baker", false, false, List.of("products", "orders", "customers", "pickup-slots", "production-lists"), List.of()),
    new Role("owner", "Owner", true, false, List.of("products", "orders", "customers", "pickup-slots", "production-lists"), List.of())
  );

  /** The record routes a role is checked on, and how a refusal names their records. */
  public static final Map<String, String> RECORDS = Map.ofEntries(
    Map.entry("products", "products"),
    Map.entry("orders", "orders"),
    Map.entry("customers", "customers"),
    Map.entry("pickup-slots", "pickup slots"),
    Map.entry("production-lists", "production lists")
  );

  private static final Set<String> READS = Set.of("GET", "HEAD", "OPTIONS");

  private Roles() {}

  public static Role managing() {
    return ALL.stream().filter(Role::manages).findFirst().orElseThrow();
  }

  public static Role signUp() {
    return ALL.stream().filter(Role::signUp).findFirst().orElseThrow();
  }

  public static Optional<Role> named(Object name) {
    return ALL.stream().filter(role -> role.name().equals(name)).findFirst();
  }

  /** The record route a request changes, or empty for a read or a route no role is checked on. */
  public static Optional<String> changedRoute(String method, String path) {
    String[] parts = path.split("/");
    String route = parts.length > 2 && parts[1].equals("api") ? parts[2] : "";
    return READS.contains(method) || !RECORDS.containsKey(route) ? Optional.empty() : Optional.of(route);
  }

  /** Why an account may not change a record route, or empty when its role writes it. */
  public static Optional<String> refusal(Map<String, Object> user, String route) {
    Optional<Role> role = named(user.get("role"));
    if (role.isPresent() && role.get().writes().contains(route)) {
      return Optional.empty();
    }
    String label = role.map(Role::label).orElse(String.valueOf(user.get("role")));
    return Optional.of("Your role (" + label + ") cannot change " + RECORDS.get(route));
  }
}
