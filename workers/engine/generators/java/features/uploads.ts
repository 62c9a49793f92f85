import type { AppModel } from "../../../model";
import { code, test } from "../../files";
import type { GeneratedFile } from "../../types";
import { javaFeatureEmitter } from "../feature";
import { importLine, mainPath, packageLine, testPath } from "../names";

const SUB = "features.uploads";

const storage = (model: AppModel) => `
${packageLine(model, SUB)}

import java.io.IOException;
import java.util.Optional;

/** Where file contents live; the records (name, type, size) are in the database. */
public interface FileStorage {
  void save(String id, byte[] data) throws IOException;

  Optional<byte[]> read(String id) throws IOException;
}
`;

const memoryStorage = (model: AppModel) => `
${packageLine(model, SUB)}

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/** Files in memory: tests, and a local run without UPLOAD_DIR. */
public class MemoryFileStorage implements FileStorage {
  private final Map<String, byte[]> files = new ConcurrentHashMap<>();

  @Override
  public void save(String id, byte[] data) {
    files.put(id, data.clone());
  }

  @Override
  public Optional<byte[]> read(String id) {
    return Optional.ofNullable(files.get(id)).map(byte[]::clone);
  }
}
`;

const diskStorage = (model: AppModel) => `
${packageLine(model, SUB)}

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Optional;

/** Files on a disk (UPLOAD_DIR), named by their record id. Use a mounted volume or swap in object storage. */
public class DiskFileStorage implements FileStorage {
  private final Path directory;

  public DiskFileStorage(Path directory) {
    this.directory = directory;
  }

  @Override
  public void save(String id, byte[] data) throws IOException {
    Files.createDirectories(directory);
    Files.write(directory.resolve(id), data);
  }

  @Override
  public Optional<byte[]> read(String id) throws IOException {
    try {
      return Optional.of(Files.readAllBytes(directory.resolve(id)));
    } catch (NoSuchFileException missing) {
      return Optional.empty();
    }
  }
}
`;

const uploadsConfig = (model: AppModel) => `
${packageLine(model, SUB)}

import java.nio.file.Path;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** File storage: the UPLOAD_DIR folder when it is set, else memory. */
@Configuration
public class UploadsConfig {
  @Bean
  public FileStorage fileStorage(@Value("\${app.upload-dir:}") String uploadDir) {
    return uploadDir.isBlank() ? new MemoryFileStorage() : new DiskFileStorage(Path.of(uploadDir.trim()));
  }
}
`;

const controller = (model: AppModel) => `
${packageLine(model, SUB)}

${importLine(model, "events", "Change")}
${importLine(model, "events", "ChangeEvents")}
${importLine(model, "http", "ApiException")}
${importLine(model, "repositories", "Repositories")}
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
    String name = decoded.replaceAll("[\\\\\\\\/]", "_").trim();
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
        .header(HttpHeaders.CONTENT_TYPE, String.valueOf(upload.get("contentType")))
        .header(HttpHeaders.CONTENT_DISPOSITION, "attachment; filename*=UTF-8''" + encoded)
        .body(data);
  }
}
`;

const uploadsTest = (model: AppModel) => `
${packageLine(model, "")}

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.springframework.http.MediaType;

@DisplayName("/api/uploads")
class UploadsFeatureTest extends ApiTest {
  @Test
  @DisplayName("stores a file and gives it back")
  void storesAndServes() throws Exception {
    String name = URLEncoder.encode("menu (final).txt", StandardCharsets.UTF_8).replace("+", "%20");
    JsonNode created = client.json(client.perform(post("/api/uploads")
            .contentType(MediaType.APPLICATION_OCTET_STREAM)
            .header("X-File-Name", name)
            .header("X-File-Type", "text/plain")
            .content("hello".getBytes(StandardCharsets.UTF_8)))
        .andExpect(status().is(201)));
    assertEquals("menu (final).txt", created.get("fileName").asText());
    assertEquals("text/plain", created.get("contentType").asText());
    assertEquals(5, created.get("size").asInt());
    assertEquals(1, client.json(client.get("/api/uploads").andExpect(status().is(200))).size());
    String content = client.get("/api/uploads/" + created.get("id").asText() + "/content")
        .andExpect(status().is(200))
        .andReturn()
        .getResponse()
        .getContentAsString(StandardCharsets.UTF_8);
    assertEquals("hello", content);
  }

  @Test
  @DisplayName("rejects an upload without a name or without content")
  void rejectsIncompleteUploads() throws Exception {
    client.perform(post("/api/uploads").contentType(MediaType.APPLICATION_OCTET_STREAM).content(new byte[] {1}))
        .andExpect(status().is(400));
    client.perform(post("/api/uploads").header("X-File-Name", "empty.txt")).andExpect(status().is(400));
    client.get("/api/uploads/missing/content").andExpect(status().is(404));
  }
}
`;

export const uploadsEmitter = javaFeatureEmitter("file-upload", {
  name: "File upload API",
  description:
    "Uploads up to 10 MB stored through a FileStorage interface (disk in production, memory in tests), " +
    "with their name, type and size recorded and a download route.",
  emit: (model): GeneratedFile[] => {
    const file = (name: string, content: string) => code(mainPath(model, "features/uploads", `${name}.java`), "backend", content);
    return [
      file("FileStorage", storage(model)),
      file("MemoryFileStorage", memoryStorage(model)),
      file("DiskFileStorage", diskStorage(model)),
      file("UploadsConfig", uploadsConfig(model)),
      file("UploadsController", controller(model)),
      test(testPath(model, "", "UploadsFeatureTest.java"), uploadsTest(model)),
    ];
  },
});
