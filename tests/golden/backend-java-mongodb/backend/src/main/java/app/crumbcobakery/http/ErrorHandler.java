package app.crumbcobakery.http;

import app.crumbcobakery.domain.InvalidInputException;
import app.crumbcobakery.repositories.DuplicateValueException;
import app.crumbcobakery.repositories.RecordInUseException;
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
import org.springframework.web.multipart.MaxUploadSizeExceededException;
import org.springframework.web.multipart.MultipartException;

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

  /**
   * A multipart body (the API takes none): Spring reads one before any route, and one it cannot parse (no boundary,
   * cut short) would otherwise be answered 500. Too large is 413; anything else is a body that is not JSON.
   */
  @ExceptionHandler(MultipartException.class)
  public ResponseEntity<Map<String, Object>> multipart(MultipartException multipart) {
    if (multipart instanceof MaxUploadSizeExceededException) {
      return error(413, "The request body is too large");
    }
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
