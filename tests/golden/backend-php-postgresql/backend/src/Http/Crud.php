<?php

declare(strict_types=1);

namespace App\Http;

use App\Events\ChangeFeed;
use App\Features\Auth\Ownership;
use App\Repositories\Repository;
use App\Rules\CustomRules;

/** GET, POST, GET /:id, PUT /:id and DELETE /:id for one record type, validated and announced. */
final class Crud
{
    /**
     * @param \Closure(mixed): array<string, mixed> $input validates a request body
     * @param array<string, array{label: string, repository: Repository, route: string}> $references by field: what it points at
     * @param array<string, array{states: list<string>, moves: array<string, list<string>>}> $states by field: the
     *        states it walks through (a new record starts in the first) and the moves allowed from each
     * @param Ownership $ownership who created each record of the types a role owns, and so what an account sees
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
        Ownership $ownership,
        array $states = [],
    ): void {
        $notFound = static fn (): HttpError => new HttpError(404, "$label not found");
        // An account whose role owns this record type meets only the records it created: another's is "not found".
        $mine = static function (Request $request, string $id) use ($ownership, $topic, $notFound): void {
            if (!$ownership->sees($request, $topic, $id)) {
                throw $notFound();
            }
        };
        $parse = static function (Request $request) use ($input, $references, $ownership): array {
            $data = $input($request->input());
            foreach ($references as $field => $reference) {
                $id = $data[$field] ?? null;
                if (is_string($id) && $reference['repository']->get($id) === null) {
                    throw new HttpError(400, "{$reference['label']} $id does not exist");
                }
                // So is, to this account, a record of a type its role owns that another account created.
                if (is_string($id) && !$ownership->sees($request, $reference['route'], $id)) {
                    throw new HttpError(400, "{$reference['label']} $id does not exist");
                }
            }
            return $data;
        };

        /** @param array<string, mixed>|null $current */
        $checkStates = static function (array $data, ?array $current) use ($states, $label): void {
            foreach ($states as $field => $walk) {
                $next = $data[$field] ?? null;
                if ($current === null) {
                    if ($next !== $walk['states'][0]) {
                        throw new ValidationError([['path' => $field, 'message' => 'A new ' . strtolower($label) . " starts as {$walk['states'][0]}"]]);
                    }
                    continue;
                }
                $from = (string) ($current[$field] ?? '');
                if ($next !== $from && !in_array($next, $walk['moves'][$from] ?? [], true)) {
                    throw new ValidationError([['path' => $field, 'message' => "Cannot go from $from to $next"]]);
                }
            }
        };

        $router->get($base, static fn (Request $request): Response => Response::json($ownership->visible($request, $topic, $repository->list())));
        $router->post($base, static function (Request $request) use ($repository, $parse, $checkStates, $events, $topic, $ownership): Response {
            $data = $parse($request);
            $checkStates($data, null);
            CustomRules::check($topic, $data, null);
            $created = $repository->create($data);
            $ownership->noteCreated($request, $topic, (string) $created['id']);
            $events->publish($topic, 'created', (string) $created['id'], $ownership->owners($topic, (string) $created['id']));
            return Response::json($created, 201);
        });
        $router->get("$base/:id", static function (Request $request, array $params) use ($repository, $notFound, $mine): Response {
            $mine($request, $params['id']);
            return Response::json($repository->get($params['id']) ?? throw $notFound());
        });
        $router->put("$base/:id", static function (Request $request, array $params) use ($repository, $parse, $checkStates, $events, $topic, $notFound, $mine, $ownership): Response {
            $mine($request, $params['id']);
            $id = $params['id'];
            $current = $repository->get($id) ?? throw $notFound();
            $data = $parse($request);
            $checkStates($data, $current);
            CustomRules::check($topic, $data, $current);
            $updated = $repository->update($id, $data) ?? throw $notFound();
            $events->publish($topic, 'updated', $id, $ownership->owners($topic, $id));
            return Response::json($updated);
        });
        $router->delete("$base/:id", static function (Request $request, array $params) use ($repository, $events, $topic, $notFound, $mine, $ownership): Response {
            $mine($request, $params['id']);
            $id = $params['id'];
            if (!$repository->remove($id)) {
                throw $notFound();
            }
            // Read before they are forgotten, so the deletion's change still reaches them.
            $owners = $ownership->owners($topic, $id);
            $ownership->forget($topic, $id);
            $events->publish($topic, 'deleted', $id, $owners);
            return Response::noContent();
        });
    }
}
