package app.crumbcobakery.features.live;

import app.crumbcobakery.events.Change;
import app.crumbcobakery.events.ChangeEvents;
import app.crumbcobakery.features.auth.AuthGuard;
import app.crumbcobakery.features.auth.Ownership;
import jakarta.annotation.PreDestroy;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.mvc.method.annotation.SseEmitter;

/**
 * /api/live: a server-sent event stream with one "change" event per created, updated or deleted record,
 * so open screens refresh without reloading. Behind a proxy, disable response buffering for this path.
 */
@RestController
public class LiveController {
  private static final long KEEP_ALIVE_SECONDS = 25;
  private final ChangeEvents events;
  private final Ownership ownership;
  private final Map<SseEmitter, Boolean> open = new ConcurrentHashMap<>();
  private final ScheduledExecutorService keepAlive = Executors.newSingleThreadScheduledExecutor(task -> {
    Thread thread = new Thread(task, "live-keep-alive");
    thread.setDaemon(true);
    return thread;
  });

  public LiveController(ChangeEvents events, Ownership ownership) {
    this.events = events;
    this.ownership = ownership;
    keepAlive.scheduleAtFixedRate(this::ping, KEEP_ALIVE_SECONDS, KEEP_ALIVE_SECONDS, TimeUnit.SECONDS);
  }

  @GetMapping("/api/live")
  public SseEmitter live(HttpServletRequest request, HttpServletResponse response) throws IOException {
    response.setHeader("Cache-Control", "no-cache");
    response.setHeader("X-Accel-Buffering", "no");
    SseEmitter emitter = new SseEmitter(0L);
    Runnable[] unsubscribe = new Runnable[1];
    // The account the stream was opened by (AuthGuard signed it in): a change to a record of a type its role
    // owns reaches it only when the account sees that record.
    Object signedIn = request.getAttribute(AuthGuard.USER_ID);
    String account = signedIn == null ? null : String.valueOf(signedIn);
    unsubscribe[0] = events.subscribe(change -> {
      if (ownership.sees(account, change.topic(), change.id())) {
        send(emitter, change, unsubscribe[0]);
      }
    });
    Runnable close = () -> {
      open.remove(emitter);
      unsubscribe[0].run();
    };
    emitter.onCompletion(close);
    emitter.onTimeout(close);
    emitter.onError(failure -> close.run());
    open.put(emitter, Boolean.TRUE);
    emitter.send(SseEmitter.event().comment("connected"));
    return emitter;
  }

  private void send(SseEmitter emitter, Change change, Runnable unsubscribe) {
    try {
      emitter.send(SseEmitter.event().name("change").data(change, MediaType.APPLICATION_JSON));
    } catch (IOException | IllegalStateException gone) {
      open.remove(emitter);
      if (unsubscribe != null) {
        unsubscribe.run();
      }
    }
  }

  private void ping() {
    for (SseEmitter emitter : open.keySet()) {
      try {
        emitter.send(SseEmitter.event().comment("keep-alive"));
      } catch (IOException | IllegalStateException gone) {
        open.remove(emitter);
      }
    }
  }

  @PreDestroy
  public void stop() {
    keepAlive.shutdownNow();
    open.keySet().forEach(SseEmitter::complete);
  }
}
