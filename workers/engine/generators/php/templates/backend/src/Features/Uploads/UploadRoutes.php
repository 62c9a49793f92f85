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
