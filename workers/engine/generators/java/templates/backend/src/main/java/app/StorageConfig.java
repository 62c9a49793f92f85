package {{package}};

import {{package}}.db.Database;
import {{package}}.repositories.MemoryStore;
import {{package}}.repositories.RecordStore;
import {{package}}.repositories.Repositories;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** Where records live: the database when DATABASE_URL is set, else memory (lost when the server stops). */
@Configuration
public class StorageConfig {
  private static final Logger LOG = LoggerFactory.getLogger(StorageConfig.class);

  @Bean
  public RecordStore recordStore(@Value("${app.database-url:}") String databaseUrl) {
    if (databaseUrl.isBlank()) {
      LOG.warn("DATABASE_URL is not set: records are kept in memory and lost when the server stops.");
      return new MemoryStore(Repositories.SPECS);
    }
    return Database.connect(databaseUrl.trim());
  }

  @Bean
  public Repositories repositories(RecordStore store) {
    return new Repositories(store);
  }
}
