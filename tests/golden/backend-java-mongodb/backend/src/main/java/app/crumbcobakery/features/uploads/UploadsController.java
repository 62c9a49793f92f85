package app.crumbcobakery.features.uploads;

import app.crumbcobakery.events.Change;
import app.crumbcobakery.events.ChangeEvents;
import app.crumbcobakery.http.ApiException;
import app.crumbcobakery.repositories.Repositories;
import jakarta.servlet.http.HttpServletRequest;
import java.io.IOException;
import java.io.InputStream;
import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.http.HttpHeaders;
import org.springframework.http.InvalidMediaTypeException;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * /api/uploads: POST the file's bytes as application/octet-stream with X-File-Name (URI-encoded) and
 * X-File-Type headers; GET lists them, GET /{id}/content downloads one.
 */
@RestController
@RequestMapping("/api/uploads")
public class UploadsController {
  public static final int MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
  private final Repositories repositories;
  private final FileStorage files;
  private final ChangeEvents events;

  public UploadsController(Repositories repositories, FileStorage files, ChangeEvents events) {
    this.repositories = repositories;
    this.files = files;
    this.events = events;
  }

  private Map<String, Object> find(String id) {
    return repositories.uploads().get(id).orElseThrow(() -> new ApiException(404, "File not found"));
  }

  private static String fileName(String header) {
    if (header == null) {
      return "";
    }
    String decoded;
    try {
      decoded = URLDecoder.decode(header.replace("+", "%2B"), StandardCharsets.UTF_8);
    } catch (IllegalArgumentException malformed) {
      decoded = header;
    }
    String name = decoded.replaceAll("[\\\\/]", "_").trim();
    return name.length() > 200 ? name.substring(0, 200) : name;
  }

  @PostMapping
  public ResponseEntity<Map<String, Object>> upload(HttpServletRequest request) throws IOException {
    String type = request.getContentType();
    if (type == null || !type.toLowerCase().startsWith(MediaType.APPLICATION_OCTET_STREAM_VALUE)) {
      throw new ApiException(400, "Send the file's bytes as application/octet-stream");
    }
    if (request.getContentLengthLong() > MAX_UPLOAD_BYTES) {
      throw new ApiException(413, "The file is larger than 10 MB");
    }
    byte[] data;
    try (InputStream body = request.getInputStream()) {
      data = body.readNBytes(MAX_UPLOAD_BYTES + 1);
    }
    if (data.length > MAX_UPLOAD_BYTES) {
      throw new ApiException(413, "The file is larger than 10 MB");
    }
    if (data.length == 0) {
      throw new ApiException(400, "Send the file's bytes as application/octet-stream");
    }
    String name = fileName(request.getHeader("X-File-Name"));
    if (name.isEmpty()) {
      throw new ApiException(400, "Name the file in the X-File-Name header");
    }
    String fileType = request.getHeader("X-File-Type");
    Map<String, Object> upload = new LinkedHashMap<>();
    upload.put("fileName", name);
    upload.put("contentType", fileType == null || fileType.isBlank() ? MediaType.APPLICATION_OCTET_STREAM_VALUE : fileType);
    upload.put("size", (long) data.length);
    Map<String, Object> created = repositories.uploads().create(upload);
    String id = String.valueOf(created.get("id"));
    files.save(id, data);
    events.publish(new Change("uploads", "created", id));
    return ResponseEntity.status(201).body(created);
  }

  @GetMapping
  public List<Map<String, Object>> list() {
    return repositories.uploads().list();
  }

  @GetMapping("/{id}")
  public Map<String, Object> read(@PathVariable("id") String id) {
    return find(id);
  }

  @GetMapping("/{id}/content")
  public ResponseEntity<byte[]> content(@PathVariable("id") String id) throws IOException {
    Map<String, Object> upload = find(id);
    byte[] data = files.read(id).orElseThrow(() -> new ApiException(404, "File content not found"));
    String encoded = URLEncoder.encode(String.valueOf(upload.get("fileName")), StandardCharsets.UTF_8).replace("+", "%20");
    return ResponseEntity.ok()
        .contentType(mediaType(String.valueOf(upload.get("contentType"))))
        .header(HttpHeaders.CONTENT_DISPOSITION, "attachment; filename*=UTF-8''" + encoded)
        .body(data);
  }

  /**
   * The type a file is served as: the one it was uploaded with (X-File-Type is taken as sent), or
   * application/octet-stream when that is not a media type Spring can write (not one, or a wildcard).
   */
  private static MediaType mediaType(String type) {
    try {
      MediaType parsed = MediaType.parseMediaType(type);
      return parsed.isConcrete() ? parsed : MediaType.APPLICATION_OCTET_STREAM;
    } catch (InvalidMediaTypeException notAType) {
      return MediaType.APPLICATION_OCTET_STREAM;
    }
  }
}
