<?php

declare(strict_types=1);

namespace App;

use App\Database\Database;
use App\Events\FileChangeFeed;
use App\Http\Request;
use App\Http\Response;
use App\Repositories\MemoryStore;
use App\Repositories\Repositories;

/**
 * What public/index.php runs for every request. PHP starts each request afresh, so what must outlive
 * one request (the change feed; without DATABASE_URL the records too) is kept in files of the temp folder.
 */
final class Server
{
    public static function run(): void
    {
        self::handle(Request::fromGlobals())->send();
    }

    public static function handle(Request $request): Response
    {
        $env = getenv() + [
            'UPLOAD_DIR' => self::localPath('uploads'),
        ];
        if (($env['AUTH_SECRET'] ?? '') === '' && ($env['APP_ENV'] ?? '') !== 'production') {
            $env['AUTH_SECRET'] = self::localSecret();
        }
        $config = Config::fromEnvironment($env);
        $events = new FileChangeFeed(self::localPath('changes.log'));
        if ($config->databaseUrl !== null) {
            // The schema is brought up to date by the first request each server (and temp folder) sees.
            $marker = self::localPath('schema-' . sha1($config->databaseUrl . implode(',', array_map('basename', glob(__DIR__ . '/../migrations/*.sql') ?: []))));
            $repositories = Database::connect($config->databaseUrl, !is_file($marker));
            touch($marker);
            return (new App(Services::create($repositories, $config, $events)))->handle($request);
        }
        return self::withLocalStore(static function (MemoryStore $store) use ($config, $events, $request): Response {
            return (new App(Services::create(Repositories::inMemory($store), $config, $events)))->handle($request);
        });
    }

    /**
     * Without DATABASE_URL: the records live in one JSON file, read and written by one request at a time.
     * Fine for trying the app; set DATABASE_URL for anything else.
     *
     * @param \Closure(MemoryStore): Response $work
     */
    private static function withLocalStore(\Closure $work): Response
    {
        $file = self::localPath('records.json');
        if (!is_file($file)) {
            error_log("DATABASE_URL is not set: records are kept in $file, for local runs only.");
        }
        $handle = fopen($file, 'c+');
        if ($handle === false) {
            throw new \RuntimeException("Cannot open $file");
        }
        try {
            flock($handle, LOCK_EX);
            $store = new MemoryStore(Repositories::specs());
            $saved = json_decode((string) stream_get_contents($handle), true);
            $store->restore(is_array($saved) ? $saved : []);
            $response = $work($store);
            ftruncate($handle, 0);
            rewind($handle);
            fwrite($handle, json_encode($store->snapshot(), JSON_THROW_ON_ERROR));
            fflush($handle);
            return $response;
        } finally {
            flock($handle, LOCK_UN);
            fclose($handle);
        }
    }

    /**
     * Without AUTH_SECRET outside production: a random secret made when this server started, kept (readable by
     * its owner only) in the temp folder under the server's identity. A restart makes a new one, so sign-ins end.
     */
    private static function localSecret(): string
    {
        $file = self::localPath('auth-secret-' . self::serverIdentity());
        $handle = fopen($file, 'c+');
        if ($handle === false) {
            throw new \RuntimeException("Cannot open $file");
        }
        try {
            chmod($file, 0600);
            flock($handle, LOCK_EX);
            $secret = (string) stream_get_contents($handle);
            if (strlen($secret) !== 64) {
                $secret = bin2hex(random_bytes(32));
                ftruncate($handle, 0);
                rewind($handle);
                fwrite($handle, $secret);
                fflush($handle);
                error_log('AUTH_SECRET is not set: signing with a random secret made at start-up, so sign-ins end when the server restarts.');
            }
            return $secret;
        } finally {
            flock($handle, LOCK_UN);
            fclose($handle);
        }
    }

    /**
     * What lasts as long as the server: this process under a plain `php -S`; the process group when requests are
     * served by several processes (PHP_CLI_SERVER_WORKERS, PHP-FPM), which a restarted server does not share.
     */
    private static function serverIdentity(): string
    {
        $oneProcess = PHP_SAPI === 'cli-server' && (int) (getenv('PHP_CLI_SERVER_WORKERS') ?: '1') <= 1;
        return !$oneProcess && function_exists('posix_getpgrp') ? 'group-' . posix_getpgrp() : 'process-' . getmypid();
    }

    private static function localPath(string $name): string
    {
        return sys_get_temp_dir() . '/' . 'field-notes-api' . '-' . $name;
    }
}
