package app.crumbcobakery.http;

import app.crumbcobakery.domain.InvalidInputException;
import app.crumbcobakery.domain.Issue;
import app.crumbcobakery.domain.RecordSpec;
import app.crumbcobakery.domain.Rule;
import app.crumbcobakery.domain.Validation;
import app.crumbcobakery.events.Change;
import app.crumbcobakery.events.ChangeEvents;
import app.crumbcobakery.repositories.Repository;
import app.crumbcobakery.rules.CustomRules;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.springframework.http.ResponseEntity;

/** List, create, read, replace and delete for one record type: validated, references checked, changes announced. */
public final class CrudRoutes {
  private final RecordSpec spec;
  private final String topic;
  private final Repository repository;
  private final List<Reference> references;
  private final ChangeEvents events;

  /** @param topic the name change events carry ("orders"), the same as the route */
  public CrudRoutes(RecordSpec spec, String topic, Repository repository, List<Reference> references, ChangeEvents events) {
    this.spec = spec;
    this.topic = topic;
    this.repository = repository;
    this.references = List.copyOf(references);
    this.events = events;
  }

  private ApiException notFound() {
    return new ApiException(404, spec.label() + " not found");
  }

  /** The checked input; {@code current} is the stored record for a change, null for a new one. */
  private Map<String, Object> parse(JsonNode body, Map<String, Object> current) {
    Map<String, Object> input = Validation.read(spec, body);
    List<Issue> broken = new ArrayList<>();
    for (Rule rule : spec.rules()) {
      Issue issue = rule.check(input, current);
      if (issue != null) {
        broken.add(issue);
      }
    }
    if (!broken.isEmpty()) {
      throw new InvalidInputException(broken);
    }
    for (Reference reference : references) {
      if (input.get(reference.field()) instanceof String id && reference.target().get(id).isEmpty()) {
        throw new ApiException(400, reference.label() + " " + id + " does not exist");
      }
    }
    CustomRules.check(topic, input, current);
    return input;
  }

  public List<Map<String, Object>> list() {
    return repository.list();
  }

  public ResponseEntity<Map<String, Object>> create(JsonNode body) {
    Map<String, Object> created = repository.create(parse(body, null));
    events.publish(new Change(topic, "created", String.valueOf(created.get("id"))));
    return ResponseEntity.status(201).body(created);
  }

  public Map<String, Object> read(String id) {
    return repository.get(id).orElseThrow(this::notFound);
  }

  public Map<String, Object> replace(String id, JsonNode body) {
    Map<String, Object> current = repository.get(id).orElseThrow(this::notFound);
    Map<String, Object> updated = repository.update(id, parse(body, current)).orElseThrow(this::notFound);
    events.publish(new Change(topic, "updated", id));
    return updated;
  }

  public ResponseEntity<Void> delete(String id) {
    if (!repository.remove(id)) {
      throw notFound();
    }
    events.publish(new Change(topic, "deleted", id));
    return ResponseEntity.noContent().build();
  }
}
