package app.crumbcobakery;

import static org.junit.jupiter.api.Assertions.assertFalse;

import app.crumbcobakery.support.EntityChecks;
import app.crumbcobakery.support.TestClient;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.autoconfigure.web.servlet.AutoConfigureMockMvc;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.test.web.servlet.MockMvc;

/** Runs where a database is configured (CI starts a PostgreSQL service); skipped on a laptop without one. */
@SpringBootTest(properties = {"app.auth-secret=", "app.environment=development", "app.upload-dir="})
@AutoConfigureMockMvc
@EnabledIfEnvironmentVariable(named = "DATABASE_URL", matches = ".+")
@DisplayName("PostgreSQL repositories")
class DatabaseTest {
  @Autowired
  private MockMvc mvc;

  @Test
  @DisplayName("stores, reads, updates and deletes every record type, and keeps referenced ones")
  void everyRecordType() throws Exception {
    TestClient client = TestClient.signedIn(mvc);
    for (EntityChecks.Check check : EntityChecks.ENTITY_CHECKS) {
      check.run(client);
    }
    for (EntityChecks.Check check : EntityChecks.REFERENCE_CHECKS) {
      check.run(client);
    }
    assertFalse(EntityChecks.ENTITY_CHECKS.isEmpty());
  }
}
