package app.crumbcobakery.routes;

import app.crumbcobakery.domain.CustomerRecord;
import app.crumbcobakery.events.ChangeEvents;
import app.crumbcobakery.features.auth.Ownership;
import app.crumbcobakery.http.CrudRoutes;
import app.crumbcobakery.repositories.Repositories;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/** /api/customers: list, create, read, replace and delete customers. */
@RestController
@RequestMapping("/api/customers")
public class CustomerRoutes {
  private final CrudRoutes crud;

  public CustomerRoutes(Repositories repositories, ChangeEvents events, Ownership ownership) {
    this.crud = new CrudRoutes(
        CustomerRecord.SPEC,
        "customers",
        ownership.visible("customers", repositories.customers()),
        List.of(),
        events);
  }

  @GetMapping
  public List<Map<String, Object>> list() {
    return crud.list();
  }

  @PostMapping
  public ResponseEntity<Map<String, Object>> create(@RequestBody(required = false) JsonNode body) {
    return crud.create(body);
  }

  @GetMapping("/{id}")
  public Map<String, Object> read(@PathVariable("id") String id) {
    return crud.read(id);
  }

  @PutMapping("/{id}")
  public Map<String, Object> replace(@PathVariable("id") String id, @RequestBody(required = false) JsonNode body) {
    return crud.replace(id, body);
  }

  @DeleteMapping("/{id}")
  public ResponseEntity<Void> delete(@PathVariable("id") String id) {
    return crud.delete(id);
  }
}
