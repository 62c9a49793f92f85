package app.crumbcobakery.features.auth;

import app.crumbcobakery.repositories.Repositories;
import app.crumbcobakery.repositories.Repository;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.springframework.stereotype.Component;
import org.springframework.web.context.request.RequestAttributes;
import org.springframework.web.context.request.RequestContextHolder;

/**
 * Who created each record of the types a role owns (a record owner: the route, the record's id and the
 * account's id), and those records as the signed-in account sees them. A role that owns a type sees and
 * changes only the records its account created there: another account's are "not found" to it, in lists,
 * reads, changes, deletes, references and search alike. Every other role sees every record.
 */
@Component
public class Ownership {
  /** The routes some role owns. */
  private static final Set<String> OWNED = Roles.ALL.stream().flatMap(role -> role.owns().stream()).collect(Collectors.toSet());
  /** How many removed records' owners are remembered, for the change that announces the removal. */
  private static final int REMEMBERED = 1000;

  private final Repository owners;
  private final Repository users;
  /** The owners of records just removed ("orders/<id>"): their notes are gone, but the removal is announced after. */
  private final Map<String, Set<String>> removed = Collections.synchronizedMap(new LinkedHashMap<String, Set<String>>() {
    @Override
    protected boolean removeEldestEntry(Map.Entry<String, Set<String>> eldest) {
      return size() > REMEMBERED;
    }
  });

  public Ownership(Repositories repositories) {
    this.owners = repositories.recordOwners();
    this.users = repositories.users();
  }

  /** The records of an owned route as the signed-in account sees them; one created through it is noted as that account's. */
  public Repository visible(String route, Repository records) {
    return new OwnedRecords(route, records);
  }

  /** The signed-in account's id, which AuthGuard put on the request being answered (none outside a request). */
  private static Optional<String> accountId() {
    RequestAttributes request = RequestContextHolder.getRequestAttributes();
    Object id = request == null ? null : request.getAttribute(AuthGuard.USER_ID, RequestAttributes.SCOPE_REQUEST);
    return Optional.ofNullable(id).map(String::valueOf);
  }

  /**
   * The ids of the route's records the signed-in account created, when its role owns the route (read from the
   * stored account, as on every change); empty when it sees every record there.
   */
  private Optional<Set<String>> ownIds(String route) {
    Optional<String> account = accountId();
    boolean owning = account.flatMap(users::get)
        .flatMap(user -> Roles.named(user.get("role")))
        .map(role -> role.owns().contains(route))
        .orElse(false);
    if (!owning) {
      return Optional.empty();
    }
    return Optional.of(owners.findBy("accountId", account.get()).stream()
        .filter(owner -> route.equals(owner.get("recordType")))
        .map(owner -> String.valueOf(owner.get("recordId")))
        .collect(Collectors.toSet()));
  }

  /**
   * Whether an account sees a record, for a change announced to its live stream: always on a route no role owns
   * or when its role does not own the route (read from the stored account now); else only when the account
   * created the record, which a record just removed still answers. An account that is gone sees no owned record.
   */
  public boolean sees(String account, String route, String id) {
    if (!OWNED.contains(route)) {
      return true;
    }
    Optional<Roles.Role> role = Optional.ofNullable(account).flatMap(users::get).flatMap(user -> Roles.named(user.get("role")));
    if (role.isEmpty()) {
      return false;
    }
    if (!role.get().owns().contains(route)) {
      return true;
    }
    Set<String> gone = removed.get(route + "/" + id);
    if (gone != null) {
      return gone.contains(account);
    }
    return notes(route, id).stream().anyMatch(owner -> account.equals(String.valueOf(owner.get("accountId"))));
  }

  /** The notes of who created one record of a route. */
  private List<Map<String, Object>> notes(String route, String id) {
    return owners.findBy("recordId", id).stream().filter(owner -> route.equals(owner.get("recordType"))).toList();
  }

  /** One owned route's repository, limited to the records the signed-in account sees. */
  private final class OwnedRecords implements Repository {
    private final String route;
    private final Repository records;

    OwnedRecords(String route, Repository records) {
      this.route = route;
      this.records = records;
    }

    private boolean sees(String id) {
      return ownIds(route).map(ids -> ids.contains(id)).orElse(true);
    }

    private List<Map<String, Object>> seen(List<Map<String, Object>> found) {
      Optional<Set<String>> ids = ownIds(route);
      if (ids.isEmpty()) {
        return found;
      }
      return found.stream().filter(record -> ids.get().contains(String.valueOf(record.get("id")))).toList();
    }

    @Override
    public List<Map<String, Object>> list() {
      return seen(records.list());
    }

    @Override
    public Optional<Map<String, Object>> get(String id) {
      return sees(id) ? records.get(id) : Optional.empty();
    }

    @Override
    public List<Map<String, Object>> findBy(String field, Object value) {
      return seen(records.findBy(field, value));
    }

    @Override
    public Map<String, Object> create(Map<String, Object> input) {
      Map<String, Object> created = records.create(input);
      // Whoever creates it, staff included, is noted: a role that owns the route then finds it among its own.
      accountId().ifPresent(account -> {
        Map<String, Object> owner = new LinkedHashMap<>();
        owner.put("recordType", route);
        owner.put("recordId", String.valueOf(created.get("id")));
        owner.put("accountId", account);
        owners.create(owner);
      });
      return created;
    }

    @Override
    public Optional<Map<String, Object>> update(String id, Map<String, Object> input) {
      return sees(id) ? records.update(id, input) : Optional.empty();
    }

    @Override
    public boolean remove(String id) {
      if (!sees(id) || !records.remove(id)) {
        return false;
      }
      // The record is gone, and so is the note of who created it (remembered for the change that announces it).
      Set<String> accounts = new HashSet<>();
      for (Map<String, Object> owner : notes(route, id)) {
        accounts.add(String.valueOf(owner.get("accountId")));
        owners.remove(String.valueOf(owner.get("id")));
      }
      removed.put(route + "/" + id, Set.copyOf(accounts));
      return true;
    }
  }
}
