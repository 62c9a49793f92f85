package {{package}}.features.apidocs;

import java.io.IOException;
import java.io.InputStream;
import org.springframework.core.io.ClassPathResource;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/** /api/openapi.json: the machine-readable description of this API (src/main/resources/openapi.json), for clients and API tools. */
@RestController
public class OpenApiController {
  private final byte[] document;

  public OpenApiController() throws IOException {
    try (InputStream in = new ClassPathResource("openapi.json").getInputStream()) {
      this.document = in.readAllBytes();
    }
  }

  @GetMapping(path = "/api/openapi.json", produces = MediaType.APPLICATION_JSON_VALUE)
  public byte[] openApi() {
    return document;
  }
}
