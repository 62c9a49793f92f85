package {{package}}.features.uploads;

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
