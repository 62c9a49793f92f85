package {{package}}.features.uploads;

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
