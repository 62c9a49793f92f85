import type { AppModel } from "../../model";
import { code } from "../files";
import type { GeneratedFile } from "../types";
import { importLine, mainPath, packageLine } from "./names";

const apiException = (model: AppModel) => `
${packageLine(model, "http")}

/** An error with the HTTP status it is answered with. */
public class ApiException extends RuntimeException {
  private final int status;

  public ApiException(int status, String message) {
    super(message);
    this.status = status;
  }

  public int status() {
    return status;
  }
}
`;

const errorHandler = (model: AppModel) => `
${packageLine(model, "http")}

${importLine(model, "domain", "InvalidInputException")}
${importLine(model, "repositories", "DuplicateValueException")}
${importLine(model, "repositories", "RecordInUseException")}
import java.util.LinkedHashMap;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.ResponseEntity;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.web.ErrorResponse;
import org.springframework.web.HttpMediaTypeNotSupportedException;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;

/** One error shape for every failure: { "error": ..., "issues"?: [...] }. Unknown errors are logged and answered with 500. */
@RestControllerAdvice
public class ErrorHandler {
  private static final Logger LOG = LoggerFactory.getLogger(ErrorHandler.class);

  private static ResponseEntity<Map<String, Object>> error(int status, String message) {
    Map<String, Object> body = new LinkedHashMap<>();
    body.put("error", message);
    return ResponseEntity.status(status).body(body);
  }

  @ExceptionHandler(InvalidInputException.class)
  public ResponseEntity<Map<String, Object>> invalidInput(InvalidInputException invalid) {
    Map<String, Object> body = new LinkedHashMap<>();
    body.put("error", "Invalid input");
    body.put("issues", invalid.issues());
    return ResponseEntity.status(400).body(body);
  }

  @ExceptionHandler(ApiException.class)
  public ResponseEntity<Map<String, Object>> api(ApiException failure) {
    return error(failure.status(), failure.getMessage());
  }

  @ExceptionHandler({RecordInUseException.class, DuplicateValueException.class})
  public ResponseEntity<Map<String, Object>> conflict(RuntimeException conflict) {
    return error(409, conflict.getMessage());
  }

  @ExceptionHandler(HttpMessageNotReadableException.class)
  public ResponseEntity<Map<String, Object>> unreadable(HttpMessageNotReadableException unreadable) {
    return error(400, "The request body is not valid JSON");
  }

  /** A body that is not JSON where JSON is expected: invalid input, as on every backend of the app. */
  @ExceptionHandler(HttpMediaTypeNotSupportedException.class)
  public ResponseEntity<Map<String, Object>> notJson(HttpMediaTypeNotSupportedException notJson) {
    return error(400, "Send the body as JSON (Content-Type: application/json)");
  }

  @ExceptionHandler(Exception.class)
  public ResponseEntity<Map<String, Object>> unexpected(Exception failure) {
    if (failure instanceof ErrorResponse response && response.getStatusCode().is4xxClientError()) {
      // Spring's own answers: an unsupported content type, a missing parameter, an unknown static file.
      String detail = response.getBody().getDetail();
      return error(response.getStatusCode().value(), detail == null ? failure.getMessage() : detail);
    }
    LOG.error("Request failed", failure);
    return error(500, "Something went wrong");
  }
}
`;

const reference = (model: AppModel) => `
${packageLine(model, "http")}

${importLine(model, "repositories", "Repository")}

/** A reference field and the repository of the records it may point at. */
public record Reference(String field, String label, Repository target) {}
`;

const crudRoutes = (model: AppModel) => `
${packageLine(model, "http")}

${importLine(model, "domain", "RecordSpec")}
${importLine(model, "domain", "Validation")}
${importLine(model, "events", "Change")}
${importLine(model, "events", "ChangeEvents")}
${importLine(model, "repositories", "Repository")}
import com.fasterxml.jackson.databind.JsonNode;
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

  private Map<String, Object> parse(JsonNode body) {
    Map<String, Object> input = Validation.read(spec, body);
    for (Reference reference : references) {
      if (input.get(reference.field()) instanceof String id && reference.target().get(id).isEmpty()) {
        throw new ApiException(400, reference.label() + " " + id + " does not exist");
      }
    }
    return input;
  }

  public List<Map<String, Object>> list() {
    return repository.list();
  }

  public ResponseEntity<Map<String, Object>> create(JsonNode body) {
    Map<String, Object> created = repository.create(parse(body));
    events.publish(new Change(topic, "created", String.valueOf(created.get("id"))));
    return ResponseEntity.status(201).body(created);
  }

  public Map<String, Object> read(String id) {
    return repository.get(id).orElseThrow(this::notFound);
  }

  public Map<String, Object> replace(String id, JsonNode body) {
    if (repository.get(id).isEmpty()) {
      throw notFound();
    }
    Map<String, Object> updated = repository.update(id, parse(body)).orElseThrow(this::notFound);
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
`;

const unknownRoute = (model: AppModel) => `
${packageLine(model, "http")}

import jakarta.servlet.http.HttpServletRequest;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/** Whatever under /api no other route serves: 404 with the JSON error shape (the most specific route wins). */
@RestController
public class UnknownRouteController {
  @RequestMapping("/api/**")
  public void unknown(HttpServletRequest request) {
    String query = request.getQueryString();
    String url = request.getRequestURI() + (query == null ? "" : "?" + query);
    throw new ApiException(404, "No route for " + request.getMethod() + " " + url);
  }
}
`;

const health = (model: AppModel) => `
${packageLine(model, "http")}

import java.util.Map;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/** GET /api/health: answers while the server runs (load balancers and the deploy check call it). */
@RestController
public class HealthController {
  @GetMapping("/api/health")
  public Map<String, String> health() {
    return Map.of("status", "ok");
  }
}
`;

const allowOrigin = (model: AppModel) => `
${packageLine(model, "http")}

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.core.annotation.Order;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/** Lets one other origin (CORS_ORIGIN: the frontend, when it is served from elsewhere) call the API; every answer carries the headers. */
@Component
@Order(0)
public class AllowOriginFilter extends OncePerRequestFilter {
  private final String origin;

  public AllowOriginFilter(@Value("\${app.cors-origin:}") String origin) {
    this.origin = origin.trim();
  }

  @Override
  protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
      throws ServletException, IOException {
    if (origin.isEmpty()) {
      chain.doFilter(request, response);
      return;
    }
    response.setHeader("Access-Control-Allow-Origin", origin);
    response.setHeader("Vary", "Origin");
    response.setHeader("Access-Control-Allow-Headers", "Authorization, Content-Type, X-File-Name, X-File-Type");
    response.setHeader("Access-Control-Allow-Methods", "GET, POST, PUT, DELETE, OPTIONS");
    if ("OPTIONS".equals(request.getMethod())) {
      response.setStatus(204);
      return;
    }
    chain.doFilter(request, response);
  }
}
`;

const bodyLimit = (model: AppModel) => `
${packageLine(model, "http")}

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.springframework.core.annotation.Order;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/** JSON bodies above 1 MB are refused with 413 before they are read (file uploads have their own limit). Runs after the CORS filter. */
@Component
@Order(1)
public class JsonBodyLimitFilter extends OncePerRequestFilter {
  public static final long MAX_JSON_BYTES = 1024 * 1024;

  @Override
  protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
      throws ServletException, IOException {
    String type = request.getContentType();
    if (type != null && type.startsWith(MediaType.APPLICATION_JSON_VALUE) && request.getContentLengthLong() > MAX_JSON_BYTES) {
      response.setStatus(413);
      response.setContentType(MediaType.APPLICATION_JSON_VALUE);
      response.getWriter().write("{\\"error\\":\\"request entity too large\\"}");
      return;
    }
    chain.doFilter(request, response);
  }
}
`;

const change = (model: AppModel) => `
${packageLine(model, "events")}

/** A change to a record: what live screens, notifications and analytics listen to. action: created, updated or deleted. */
public record Change(String topic, String action, String id) {}
`;

const changeEvents = (model: AppModel) => `
${packageLine(model, "events")}

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import org.springframework.stereotype.Component;

/** Announces every change to whoever listens (each open live connection is one listener). */
@Component
public class ChangeEvents {
  private final List<Consumer<Change>> listeners = new CopyOnWriteArrayList<>();

  public void publish(Change change) {
    for (Consumer<Change> listener : listeners) {
      listener.accept(change);
    }
  }

  /** Returns what stops the listening. */
  public Runnable subscribe(Consumer<Change> listener) {
    listeners.add(listener);
    return () -> listeners.remove(listener);
  }
}
`;

export function httpFiles(model: AppModel): GeneratedFile[] {
  const file = (sub: string, name: string, content: string) => code(mainPath(model, sub, `${name}.java`), "backend", content);
  return [
    file("http", "ApiException", apiException(model)),
    file("http", "ErrorHandler", errorHandler(model)),
    file("http", "Reference", reference(model)),
    file("http", "CrudRoutes", crudRoutes(model)),
    file("http", "UnknownRouteController", unknownRoute(model)),
    file("http", "HealthController", health(model)),
    file("http", "AllowOriginFilter", allowOrigin(model)),
    file("http", "JsonBodyLimitFilter", bodyLimit(model)),
    file("events", "Change", change(model)),
    file("events", "ChangeEvents", changeEvents(model)),
  ];
}
