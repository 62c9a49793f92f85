package app.crumbcobakery;

import app.crumbcobakery.repositories.MemoryStore;
import app.crumbcobakery.repositories.RecordStore;
import app.crumbcobakery.support.TestClient;
import org.junit.jupiter.api.BeforeEach;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.autoconfigure.web.servlet.AutoConfigureMockMvc;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.test.web.servlet.MockMvc;

/**
 * Runs the app with MockMvc on the in-memory store (no database server), empty at the start of each test, in
 * development: signed with a random secret made when the test context starts.
 */
@SpringBootTest(properties = {"app.database-url=", "app.auth-secret=", "app.environment=development", "app.upload-dir=", "app.cors-origin="})
@AutoConfigureMockMvc
public abstract class ApiTest {
  @Autowired
  protected MockMvc mvc;

  @Autowired
  private RecordStore store;

  protected TestClient client;

  @BeforeEach
  protected void startEmptyAndSignIn() throws Exception {
    if (store instanceof MemoryStore memory) {
      memory.clear();
    }
    client = TestClient.signedIn(mvc);
  }
}
