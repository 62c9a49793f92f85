package {{package}}.features.uploads;

import java.nio.file.Path;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** File storage: the UPLOAD_DIR folder when it is set, else memory. */
@Configuration
public class UploadsConfig {
  @Bean
  public FileStorage fileStorage(@Value("${app.upload-dir:}") String uploadDir) {
    return uploadDir.isBlank() ? new MemoryFileStorage() : new DiskFileStorage(Path.of(uploadDir.trim()));
  }
}
