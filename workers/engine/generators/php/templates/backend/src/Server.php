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
        {{env}}
        {{localSecret}}
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

    {{localSecretFunctions}}
    private static function localPath(string $name): string
    {
        return sys_get_temp_dir() . '/' . {{localName}} . '-' . $name;
    }
}
