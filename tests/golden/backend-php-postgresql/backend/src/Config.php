<?php

declare(strict_types=1);

namespace App;

/** The settings, read from the environment (see .env.example). */
final class Config
{
    public function __construct(
        public readonly int $port,
        /** The database's URL; without it records are kept by the local server only. */
        public readonly ?string $databaseUrl,
        /** The frontend's origin when it is served from another host than the API. */
        public readonly ?string $corsOrigin,
        public readonly string $authSecret,
        public readonly ?string $uploadDir,
    ) {
    }

    /** @param array<string, string> $env */
    public static function fromEnvironment(array $env): self
    {
        return new self(
            port: (int) ($env['PORT'] ?? 3000),
            databaseUrl: self::optional($env, 'DATABASE_URL'),
            corsOrigin: self::optional($env, 'CORS_ORIGIN'),
            authSecret: self::secret($env),
            uploadDir: self::optional($env, 'UPLOAD_DIR'),
        );
    }

    /** @param array<string, string> $env */
    private static function optional(array $env, string $name): ?string
    {
        $value = $env[$name] ?? '';
        return $value === '' ? null : $value;
    }

    /**
     * The token signing secret: required in production (APP_ENV=production), a fixed development value otherwise.
     *
     * @param array<string, string> $env
     */
    private static function secret(array $env): string
    {
        $secret = self::optional($env, 'AUTH_SECRET');
        if ($secret !== null) {
            return $secret;
        }
        if (($env['APP_ENV'] ?? '') === 'production') {
            throw new \RuntimeException('AUTH_SECRET must be set in production');
        }
        return 'development-secret-change-me';
    }
}
