<?php

declare(strict_types=1);

namespace App;

/** The settings, read from the environment (see .env.example). */
final class Config
{
    /** The shortest AUTH_SECRET production accepts (`openssl rand -hex 32` makes one of 64 characters). */
    public const MIN_SECRET_LENGTH = 32;

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
     * The token signing secret, AUTH_SECRET. In production (APP_ENV=production) it is required, at least
     * MIN_SECRET_LENGTH characters: the API refuses to run otherwise. Elsewhere an unset one is made at random
     * (Server keeps one per server process, since PHP starts each request afresh).
     *
     * @param array<string, string> $env
     */
    private static function secret(array $env): string
    {
        $secret = self::optional($env, 'AUTH_SECRET');
        if (($env['APP_ENV'] ?? '') !== 'production') {
            return $secret ?? bin2hex(random_bytes(32));
        }
        if ($secret === null) {
            throw new \RuntimeException('AUTH_SECRET must be set in production: make one with `openssl rand -hex 32`');
        }
        if (strlen($secret) < self::MIN_SECRET_LENGTH) {
            throw new \RuntimeException(sprintf(
                'AUTH_SECRET must be at least %d characters in production (it has %d): make one with `openssl rand -hex 32`',
                self::MIN_SECRET_LENGTH,
                strlen($secret),
            ));
        }
        return $secret;
    }
}
