package app.crumbcobakery.features.auth;

import org.springframework.context.annotation.Configuration;
import org.springframework.web.servlet.config.annotation.InterceptorRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

/** Every route under /api needs a signed-in user, except these. */
@Configuration
public class AuthConfig implements WebMvcConfigurer {
  private final AuthGuard guard;

  public AuthConfig(AuthGuard guard) {
    this.guard = guard;
  }

  @Override
  public void addInterceptors(InterceptorRegistry registry) {
    registry
        .addInterceptor(guard)
        .addPathPatterns("/api/**")
        .excludePathPatterns("/api/health", "/api/auth/register", "/api/auth/login", "/api/openapi.json");
  }
}
