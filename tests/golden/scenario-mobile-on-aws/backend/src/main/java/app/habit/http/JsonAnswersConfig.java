package app.habit.http;

import org.springframework.context.annotation.Configuration;
import org.springframework.http.MediaType;
import org.springframework.web.servlet.config.annotation.ContentNegotiationConfigurer;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

/**
 * Every answer is JSON whatever the request's Accept header asks for, as on every backend of the app (a file
 * download keeps its own type, the live stream is text/event-stream). Spring would otherwise answer an Accept it
 * cannot meet (text/html, text/plain, one it cannot read) with 406 and no body, or no route at all for
 * /api/openapi.json: statuses the API's OpenAPI document does not list.
 */
@Configuration
public class JsonAnswersConfig implements WebMvcConfigurer {
  @Override
  public void configureContentNegotiation(ContentNegotiationConfigurer configurer) {
    configurer.ignoreAcceptHeader(true).defaultContentType(MediaType.APPLICATION_JSON);
  }
}
