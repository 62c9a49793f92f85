import { code, test } from "../../files";
import { phpFeatureEmitter, type PhpFeature } from "../feature";
import { php } from "../names";

const storage = php`
<?php

declare(strict_types=1);

namespace App\Features\Uploads;

/** Where file contents live; the records (name, type, size) are in the database. */
interface FileStorage
{
    public function save(string $id, string $data): void;

    /** The file's bytes, or null when there is none. */
    public function read(string $id): ?string;
}
`;

const memoryStorage = php`
<?php

declare(strict_types=1);

namespace App\Features\Uploads;

/** Files kept in this process: what the tests use. */
final class MemoryFileStorage implements FileStorage
{
    /** @var array<string, string> */
    private array $files = [];

    public function save(string $id, string $data): void
    {
        $this->files[$id] = $data;
    }

    public function read(string $id): ?string
    {
        return $this->files[$id] ?? null;
    }
}
`;

const diskStorage = php`
<?php

declare(strict_types=1);

namespace App\Features\Uploads;

/** Files on a disk (UPLOAD_DIR), named by their record id. Use a mounted volume or swap in object storage. */
final class DiskFileStorage implements FileStorage
{
    public function __construct(private readonly string $directory)
    {
    }

    public function save(string $id, string $data): void
    {
        if (!is_dir($this->directory) && !mkdir($this->directory, 0775, true) && !is_dir($this->directory)) {
            throw new \RuntimeException("Cannot create {$this->directory}");
        }
        if (file_put_contents($this->path($id), $data, LOCK_EX) === false) {
            throw new \RuntimeException("Cannot write the file $id");
        }
    }

    public function read(string $id): ?string
    {
        $path = $this->path($id);
        if (!is_file($path)) {
            return null;
        }
        $data = file_get_contents($path);
        return $data === false ? null : $data;
    }

    private function path(string $id): string
    {
        return $this->directory . '/' . basename($id);
    }
}
`;

const routes = php`
<?php

declare(strict_types=1);

namespace App\Features\Uploads;

use App\Http\HttpError;
use App\Http\Request;
use App\Http\Response;
use App\Http\Router;
use App\Services;

/**
 * /api/uploads: POST the file's bytes as application/octet-stream with X-File-Name (URI-encoded) and
 * X-File-Type headers; GET lists them, GET /:id/content downloads one.
 */
final class UploadRoutes
{
    public const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

    public static function register(Router $router, Services $services): void
    {
        $uploads = $services->repositories->uploads;
        $files = $services->files;
        $events = $services->events;
        $find = static fn (string $id): array => $uploads->get($id) ?? throw new HttpError(404, 'File not found');

        $router->post('/api/uploads', static function (Request $request) use ($uploads, $files, $events): Response {
            if ($request->contentType() !== 'application/octet-stream' || $request->body === '') {
                throw new HttpError(400, "Send the file's bytes as application/octet-stream");
            }
            if (strlen($request->body) > self::MAX_UPLOAD_BYTES) {
                throw new HttpError(413, 'The file is larger than 10 MB');
            }
            $name = str_replace(['\\', '/'], '_', rawurldecode($request->header('x-file-name') ?? ''));
            $fileName = mb_substr(trim($name), 0, 200);
            if ($fileName === '') {
                throw new HttpError(400, 'Name the file in the X-File-Name header');
            }
            $type = $request->header('x-file-type') ?? '';
            $upload = $uploads->create([
                'fileName' => $fileName,
                'contentType' => $type !== '' ? $type : 'application/octet-stream',
                'size' => strlen($request->body),
            ]);
            $files->save((string) $upload['id'], $request->body);
            $events->publish('uploads', 'created', (string) $upload['id']);
            return Response::json($upload, 201);
        });
        $router->get('/api/uploads', static fn (): Response => Response::json($uploads->list()));
        $router->get('/api/uploads/:id', static fn (Request $request, array $params): Response => Response::json($find($params['id'])));
        $router->get('/api/uploads/:id/content', static function (Request $request, array $params) use ($find, $files): Response {
            $upload = $find($params['id']);
            $data = $files->read((string) $upload['id']) ?? throw new HttpError(404, 'File content not found');
            return new Response(200, [
                'Content-Type' => (string) $upload['contentType'],
                'Content-Disposition' => "attachment; filename*=UTF-8''" . rawurlencode((string) $upload['fileName']),
            ], $data);
        });
    }
}
`;

const uploadsTest = php`
<?php

declare(strict_types=1);

namespace App\Tests\Features;

use App\Tests\Support\TestClient;
use PHPUnit\Framework\TestCase;

final class UploadsTest extends TestCase
{
    public function testStoresAFileAndGivesItBack(): void
    {
        $client = TestClient::create();
        $created = $client->send('POST', '/api/uploads', 'hello', [
            'Content-Type' => 'application/octet-stream',
            'X-File-Name' => rawurlencode('menu (final).txt'),
            'X-File-Type' => 'text/plain',
        ])->assertStatus(201);
        self::assertSame('menu (final).txt', $created->json['fileName']);
        self::assertSame('text/plain', $created->json['contentType']);
        self::assertSame(5, $created->json['size']);
        self::assertCount(1, $client->get('/api/uploads')->assertStatus(200)->json);
        $content = $client->get('/api/uploads/' . $created->json['id'] . '/content')->assertStatus(200);
        self::assertSame('hello', $content->body);
    }

    public function testRejectsAnUploadWithoutANameOrWithoutContent(): void
    {
        $client = TestClient::create();
        $client->send('POST', '/api/uploads', 'x', ['Content-Type' => 'application/octet-stream'])->assertStatus(400);
        $client->send('POST', '/api/uploads', '', ['X-File-Name' => 'empty.txt'])->assertStatus(400);
        $client->get('/api/uploads/missing/content')->assertStatus(404);
    }
}
`;

export const uploadsPhp: PhpFeature = {
  feature: "file-upload",
  emitter: phpFeatureEmitter("file-upload", {
    name: "File upload API",
    description:
      "Uploads up to 10 MB stored through a FileStorage interface (disk in production, memory in tests), " +
      "with their name, type and size recorded and a download route.",
    emit: () => [
      code("backend/src/Features/Uploads/FileStorage.php", "backend", storage),
      code("backend/src/Features/Uploads/MemoryFileStorage.php", "backend", memoryStorage),
      code("backend/src/Features/Uploads/DiskFileStorage.php", "backend", diskStorage),
      code("backend/src/Features/Uploads/UploadRoutes.php", "backend", routes),
      test("backend/tests/Features/UploadsTest.php", uploadsTest),
    ],
  }),
  config: [{ param: "public readonly ?string $uploadDir,", read: "uploadDir: self::optional($env, 'UPLOAD_DIR')," }],
  services: [
    {
      uses: [
        "use App\\Features\\Uploads\\DiskFileStorage;",
        "use App\\Features\\Uploads\\FileStorage;",
        "use App\\Features\\Uploads\\MemoryFileStorage;",
      ],
      param: "public readonly FileStorage $files,",
      create: "files: $config->uploadDir !== null ? new DiskFileStorage($config->uploadDir) : new MemoryFileStorage(),",
    },
  ],
  routes: {
    uses: ["use App\\Features\\Uploads\\UploadRoutes;"],
    mounts: ["UploadRoutes::register($this->routes, $services);"],
  },
  // Each PHP request starts afresh: a local run keeps files on disk, in the temp folder, unless UPLOAD_DIR says where.
  serverDefaults: ["'UPLOAD_DIR' => self::localPath('uploads')"],
};
