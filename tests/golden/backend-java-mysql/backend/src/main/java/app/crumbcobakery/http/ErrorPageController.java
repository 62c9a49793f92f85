package app.crumbcobakery.http;

import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.http.HttpServletRequest;
import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.boot.web.servlet.error.ErrorController;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * The server's error page (/error), in place of Spring Boot's, whose body ({ timestamp, status, error, path }) is
 * not the one error shape. It answers what never reaches ErrorHandler: an exception a filter throws, or a status
 * the server itself ends a request with. Asked for directly, /error is a route like any unknown one: 404.
 */
@RestController
public class ErrorPageController implements ErrorController {
  @RequestMapping("${server.error.path:${error.path:/error}}")
  public ResponseEntity<Map<String, Object>> error(HttpServletRequest request) {
    Map<String, Object> body = new LinkedHashMap<>();
    Object code = request.getAttribute(RequestDispatcher.ERROR_STATUS_CODE);
    if (!(code instanceof Integer status) || status < 400) {
      String query = request.getQueryString();
      body.put("error", "No route for " + request.getMethod() + " " + request.getRequestURI() + (query == null ? "" : "?" + query));
      return ResponseEntity.status(404).body(body);
    }
    HttpStatus known = HttpStatus.resolve(status);
    body.put("error", status >= 500 || known == null ? "Something went wrong" : known.getReasonPhrase());
    return ResponseEntity.status(status).body(body);
  }
}
