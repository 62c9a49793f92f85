<?php

declare(strict_types=1);

namespace App\Http;

use App\Events\ChangeFeed;
{{ownershipUse}}
use App\Repositories\Repository;
{{customRulesUse}}

/** GET, POST, GET /:id, PUT /:id and DELETE /:id for one record type, validated and announced. */
final class Crud
{
    /**
     * @param \Closure(mixed): array<string, mixed> $input validates a request body
     * @param array<string, array{label: string, repository: Repository{{referenceRoute}}}> $references by field: what it points at
     * @param array<string, array{states: list<string>, moves: array<string, list<string>>}> $states by field: the
     *        states it walks through (a new record starts in the first) and the moves allowed from each
     {{ownershipDoc}}
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
        {{ownershipParam}}
        array $states = [],
    ): void {
        $notFound = static fn (): HttpError => new HttpError(404, "$label not found");
        {{mineClosure}}
        $parse = static function (Request $request) use ($input, $references{{ownershipCapture}}): array {
            $data = $input($request->input());
            foreach ($references as $field => $reference) {
                $id = $data[$field] ?? null;
                if (is_string($id) && $reference['repository']->get($id) === null) {
                    throw new HttpError(400, "{$reference['label']} $id does not exist");
                }
                {{ownedReference}}
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

        {{listRoute}}
        $router->post($base, static function (Request $request) use ($repository, $parse, $checkStates, $events, $topic{{ownershipCapture}}): Response {
            $data = $parse($request);
            $checkStates($data, null);
            {{customRulesOnCreate}}
            $created = $repository->create($data);
            {{noteOwner}}
            $events->publish($topic, 'created', (string) $created['id']{{createdOwners}});
            return Response::json($created, 201);
        });
        $router->get("$base/:id", static function (Request $request, array $params) use ($repository, $notFound{{mineCapture}}): Response {
            {{mineCheck}}
            return Response::json($repository->get($params['id']) ?? throw $notFound());
        });
        $router->put("$base/:id", static function (Request $request, array $params) use ($repository, $parse, $checkStates, $events, $topic, $notFound{{mineCapture}}{{ownershipCapture}}): Response {
            {{mineCheck}}
            $id = $params['id'];
            $current = $repository->get($id) ?? throw $notFound();
            $data = $parse($request);
            $checkStates($data, $current);
            {{customRulesOnChange}}
            $updated = $repository->update($id, $data) ?? throw $notFound();
            $events->publish($topic, 'updated', $id{{updatedOwners}});
            return Response::json($updated);
        });
        $router->delete("$base/:id", static function (Request $request, array $params) use ($repository, $events, $topic, $notFound{{mineCapture}}{{ownershipCapture}}): Response {
            {{mineCheck}}
            $id = $params['id'];
            if (!$repository->remove($id)) {
                throw $notFound();
            }
            {{forgetOwner}}
            $events->publish($topic, 'deleted', $id{{deletedOwners}});
            return Response::noContent();
        });
    }
}
