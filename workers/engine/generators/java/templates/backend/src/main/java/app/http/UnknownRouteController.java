package {{package}}.http;

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
