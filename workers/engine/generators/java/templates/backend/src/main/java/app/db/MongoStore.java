package {{package}}.db;

import {{package}}.domain.FieldKind;
import {{package}}.domain.FieldSpec;
import {{package}}.domain.RecordSpec;
import {{package}}.domain.Values;
import {{package}}.repositories.DuplicateValueException;
import {{package}}.repositories.RecordInUseException;
import {{package}}.repositories.RecordStore;
import {{package}}.repositories.Repository;
import com.mongodb.ConnectionString;
import com.mongodb.ErrorCategory;
import com.mongodb.MongoWriteException;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.IndexOptions;
import com.mongodb.client.model.Indexes;
import com.mongodb.client.model.Sorts;
import com.mongodb.client.model.Updates;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Date;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.bson.Document;
import org.bson.conversions.Bson;

/**
 * One collection per record type. MongoDB has no foreign keys, so deleting a record that others still
 * refer to is refused here, as the memory store and the SQL databases do; unique values get unique indexes.
 */
public final class MongoStore implements RecordStore, AutoCloseable {
  /** When a document was written: the order lists come in. */
  private static final String CREATED_AT = "_createdAt";
  private final MongoClient client;
  private final MongoDatabase database;
  private final List<RecordSpec> specs;

  private MongoStore(MongoClient client, MongoDatabase database, List<RecordSpec> specs) {
    this.client = client;
    this.database = database;
    this.specs = List.copyOf(specs);
  }

  /** Connects and sets up the indexes (unique values, references); the database is the URL's, else "app". */
  public static MongoStore open(String url, List<RecordSpec> specs) {
    ConnectionString connection = new ConnectionString(url);
    MongoClient client = MongoClients.create(connection);
    String name = connection.getDatabase() == null ? "app" : connection.getDatabase();
    MongoStore store = new MongoStore(client, client.getDatabase(name), specs);
    try {
      store.createIndexes();
    } catch (RuntimeException failed) {
      client.close();
      throw failed;
    }
    return store;
  }

  private void createIndexes() {
    for (RecordSpec spec : specs) {
      MongoCollection<Document> collection = database.getCollection(spec.table());
      collection.createIndex(Indexes.ascending(CREATED_AT, "_id"));
      for (FieldSpec field : spec.fields()) {
        if (field.unique()) {
          collection.createIndex(Indexes.ascending(field.name()), new IndexOptions().unique(true));
        } else if (field.kind() == FieldKind.REFERENCE) {
          collection.createIndex(Indexes.ascending(field.name()));
        }
      }
    }
  }

  @Override
  public Repository repository(RecordSpec spec) {
    return new MongoRepository(spec);
  }

  @Override
  public void close() {
    client.close();
  }

  private final class MongoRepository implements Repository {
    private final RecordSpec spec;
    private final MongoCollection<Document> collection;

    MongoRepository(RecordSpec spec) {
      this.spec = spec;
      this.collection = database.getCollection(spec.table());
    }

    private Map<String, Object> toRecord(Document document) {
      Map<String, Object> record = new LinkedHashMap<>();
      record.put("id", document.getString("_id"));
      for (FieldSpec field : spec.fields()) {
        Object value = document.get(field.name());
        if (value instanceof Date date) {
          value = Values.isoDate(date.toInstant());
        } else if (value instanceof Number number) {
          value = Values.number(number.doubleValue());
        } else if (field.kind() == FieldKind.BOOLEAN && value == null) {
          value = false;
        }
        record.put(field.name(), value);
      }
      return record;
    }

    private Object toStored(FieldSpec field, Object value) {
      if (value instanceof String text && field.kind() == FieldKind.DATE) {
        return Date.from(Instant.parse(text));
      }
      if (value instanceof Number number) {
        return number.doubleValue();
      }
      return value;
    }

    private List<Map<String, Object>> all(Bson filter) {
      List<Map<String, Object>> records = new ArrayList<>();
      for (Document document : collection.find(filter).sort(Sorts.ascending(CREATED_AT, "_id"))) {
        records.add(toRecord(document));
      }
      return records;
    }

    @Override
    public List<Map<String, Object>> list() {
      return all(new Document());
    }

    @Override
    public Optional<Map<String, Object>> get(String id) {
      return Optional.ofNullable(collection.find(Filters.eq("_id", id)).first()).map(this::toRecord);
    }

    @Override
    public List<Map<String, Object>> findBy(String name, Object value) {
      FieldSpec field = spec.field(name).orElseThrow(() -> new IllegalArgumentException(spec.table() + " has no field " + name));
      return all(Filters.eq(field.name(), toStored(field, value)));
    }

    @Override
    public Map<String, Object> create(Map<String, Object> input) {
      String id = UUID.randomUUID().toString();
      Document document = new Document("_id", id);
      for (FieldSpec field : spec.fields()) {
        document.append(field.name(), toStored(field, input.get(field.name())));
      }
      document.append(CREATED_AT, new Date());
      try {
        collection.insertOne(document);
      } catch (MongoWriteException failed) {
        throw translate(failed);
      }
      return toRecord(document);
    }

    @Override
    public Optional<Map<String, Object>> update(String id, Map<String, Object> input) {
      List<Bson> changes = new ArrayList<>();
      for (FieldSpec field : spec.fields()) {
        changes.add(Updates.set(field.name(), toStored(field, input.get(field.name()))));
      }
      try {
        if (collection.updateOne(Filters.eq("_id", id), Updates.combine(changes)).getMatchedCount() == 0) {
          return Optional.empty();
        }
      } catch (MongoWriteException failed) {
        throw translate(failed);
      }
      return get(id);
    }

    @Override
    public boolean remove(String id) {
      for (RecordSpec other : specs) {
        for (FieldSpec field : other.fields()) {
          if (spec.table().equals(field.target())
              && database.getCollection(other.table()).countDocuments(Filters.eq(field.name(), id)) > 0) {
            throw new RecordInUseException(spec.label());
          }
        }
      }
      return collection.deleteOne(Filters.eq("_id", id)).getDeletedCount() > 0;
    }

    private RuntimeException translate(MongoWriteException failed) {
      if (failed.getError().getCategory() != ErrorCategory.DUPLICATE_KEY) {
        return failed;
      }
      String message = String.valueOf(failed.getError().getMessage());
      String field = spec.fields().stream()
          .filter(candidate -> candidate.unique() && message.contains(candidate.name()))
          .map(FieldSpec::name)
          .findFirst()
          .orElse("value");
      return new DuplicateValueException(field);
    }
  }
}
