package {{package}}.db;

import {{package}}.repositories.RecordStore;
import {{package}}.repositories.Repositories;

/** Connects to MongoDB (DATABASE_URL, mongodb://host:27017/name) and returns the database-backed store. */
public final class Database {
  private Database() {}

  public static RecordStore connect(String url) {
    return MongoStore.open(url, Repositories.SPECS);
  }
}
