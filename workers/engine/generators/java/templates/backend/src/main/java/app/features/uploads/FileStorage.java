package {{package}}.features.uploads;

import java.io.IOException;
import java.util.Optional;

/** Where file contents live; the records (name, type, size) are in the database. */
public interface FileStorage {
  void save(String id, byte[] data) throws IOException;

  Optional<byte[]> read(String id) throws IOException;
}
