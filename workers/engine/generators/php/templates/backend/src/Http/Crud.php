<?php

declare(strict_types=1);

namespace App\Http;

use App\Events\ChangeFeed;
use App\Repositories\Repository;

/** GET, POST, GET /:id, PUT /:id and DELETE /:id for one record type, validated and announced. */
final class Crud
{
    /**
     * @param \Closure(mixed): array<string, mixed> $input validates a request body
     * @param array<string, array{label: string, repository: Repository}> $references by field: what it points at
     */
    public static function register(
        Router $router,
        string $base,
        string $label,
        string $topic,
        Repository $repository,
        \Closure $input,
        array $references,
        ChangeFeed $events,
    ): void {
        $notFound = static fn (): HttpError => new HttpError(404, "$label not found");
        $parse = static function (Request $request) use ($input, $references): array {
            $data = $input($request->input());
            foreach ($references as $field => $reference) {
                $id = $data[$field] ?? null;
                if (is_string($id) && $reference['repository']->get($id) === null) {
                    throw new HttpError(400, "{$reference['label']} $id does not exist");
                }
            }
            return $data;
        };

        $router->get($base, static fn (): Response => Response::json($repository->list()));
        $router->post($base, static function (Request $request) use ($repository, $parse, $events, $topic): Response {
            $created = $repository->create($parse($request));
            $events->publish($topic, 'created', (string) $created['id']);
            return Response::json($created, 201);
        });
        $router->get("$base/:id", static function (Request $request, array $params) use ($repository, $notFound): Response {
            return Response::json($repository->get($params['id']) ?? throw $notFound());
        });
        $router->put("$base/:id", static function (Request $request, array $params) use ($repository, $parse, $events, $topic, $notFound): Response {
            $id = $params['id'];
            if ($repository->get($id) === null) {
                throw $notFound();
            }
            $updated = $repository->update($id, $parse($request)) ?? throw $notFound();
            $events->publish($topic, 'updated', $id);
            return Response::json($updated);
        });
        $router->delete("$base/:id", static function (Request $request, array $params) use ($repository, $events, $topic, $notFound): Response {
            $id = $params['id'];
            if (!$repository->remove($id)) {
                throw $notFound();
            }
            $events->publish($topic, 'deleted', $id);
            return Response::noContent();
        });
    }
}
