package {{package}}.repositories;

import {{package}}.domain.RecordSpec;

/** Where records live: memory, or the database. Gives one repository per record type. */
public interface RecordStore {
  Repository repository(RecordSpec spec);
}
