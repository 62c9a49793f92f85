<?php

declare(strict_types=1);

namespace App\Tests\Support;

use App\OpenApi;
use JsonSchema\Constraints\Constraint;
use JsonSchema\Constraints\Factory;
use JsonSchema\SchemaStorage;
use JsonSchema\Validator;

/**
 * Checks the answers the tests receive against the OpenAPI document (src/OpenApi.php, served at /api/openapi.json
 * when the app has API documentation), with justinrainbow/json-schema. An answer's status must be one its
 * operation declares, its content type one declared for that status, and a JSON body must match the schema
 * declared for it. A request the document has no operation for must be answered with an error, in the one error
 * shape. So a change to the API that the document does not follow, or the other way round, fails the tests.
 */
final class ApiDocument
{
    /** The document's name in the validator's schema storage: its schemas are found in it by JSON pointer. */
    private const URI = 'file:///openapi.json';

    /** JSON Schema's own schema (draft 4, what the validator knows best); the library keeps a copy. */
    private const META_SCHEMA = 'http://json-schema.org/draft-04/schema#';

    private static ?SchemaStorage $storage = null;

    private static ?object $document = null;

    /** Why a value does not match a schema of the document's components ("OrderInput"), or null when it does. */
    public static function schemaProblems(string $name, mixed $value): ?string
    {
        return self::problems(self::asJson($value), 'components', 'schemas', $name);
    }

    /**
     * Checks every schema of the document against JSON Schema's own and resolves every reference in it, so a
     * schema that is not valid JSON Schema fails; answers how many schemas there are.
     */
    public static function checkEverySchema(): int
    {
        $schemas = [];
        foreach (get_object_vars(self::document()->components->schemas) as $name => $schema) {
            $schemas["components > schemas > $name"] = $schema;
        }
        foreach (get_object_vars(self::document()->paths) as $path => $operations) {
            foreach (get_object_vars($operations) as $method => $operation) {
                foreach (get_object_vars($operation->responses) as $status => $answer) {
                    $json = $answer->content->{'application/json'} ?? null;
                    if ($json !== null) {
                        $schemas["$method $path > $status"] = $json->schema;
                    }
                }
            }
        }
        $meta = (object) ['$ref' => self::META_SCHEMA];
        foreach ($schemas as $where => $schema) {
            $validator = self::validator();
            $validator->validate($schema, $meta);
            if (!$validator->isValid()) {
                throw new \UnexpectedValueException("The schema at $where is not valid JSON Schema: " . self::errorsText($validator));
            }
            self::resolveEveryReference($schema);
        }
        return count($schemas);
    }

    /** Why an answer to `$method $url` is not what the document declares, or null when it is. */
    public static function problem(string $method, string $url, TestResponse $answer): ?string
    {
        $method = strtolower($method);
        $request = strtoupper($method) . " $url";
        $found = self::operationFor($method, $url);
        if ($found === null) {
            if ($answer->status < 400) {
                return "$request answered {$answer->status}, but the document has no operation for it";
            }
            $problems = self::problems(self::bodyOf($answer), 'components', 'schemas', 'Error');
            return $problems === null ? null : "$request answered {$answer->status} without the error shape: $problems\n{$answer->body}";
        }
        [$template, $operation] = $found;
        $named = strtoupper($method) . " $template";
        $status = (string) $answer->status;
        $declared = $operation->responses->{$status} ?? null;
        if ($declared === null) {
            $statuses = implode(', ', array_keys(get_object_vars($operation->responses)));
            return "$request answered $status, which the document does not declare for $named (it declares $statuses)\n{$answer->body}";
        }
        $types = array_keys(get_object_vars($declared->content ?? new \stdClass()));
        if ($types === []) {
            return $answer->body === '' ? null : "$request answered $status with a body, which the document says has none\n{$answer->body}";
        }
        $type = self::mediaTypeOf($answer);
        $media = null;
        foreach ($types as $candidate) {
            if ($candidate === $type || $candidate === '*/*' || (str_ends_with($candidate, '/*') && str_starts_with($type, substr($candidate, 0, -1)))) {
                $media = $candidate;
                break;
            }
        }
        if ($media === null) {
            return "$request answered $status as " . ($type === '' ? 'no content type' : $type) . '; the document declares ' . implode(', ', $types);
        }
        // A file's bytes or an event stream: no JSON body to check.
        if ($media !== 'application/json') {
            return null;
        }
        $problems = self::problems(self::bodyOf($answer), 'paths', $template, $method, 'responses', $status, 'content', $media, 'schema');
        return $problems === null ? null : "$request answered $status with a body that $named does not declare: $problems\n{$answer->body}";
    }

    /**
     * The operation that serves a request: of the paths that match it and have the method, the one with fewest variables.
     *
     * @return array{0: string, 1: object}|null its path template and the operation
     */
    private static function operationFor(string $method, string $url): ?array
    {
        $path = (string) parse_url($url, PHP_URL_PATH);
        $best = null;
        foreach (get_object_vars(self::document()->paths) as $template => $operations) {
            $operation = $operations->{$method} ?? null;
            $parts = array_map(
                static fn (string $part): string => preg_match('/^\{\w+\}$/', $part) === 1 ? '[^/]+' : preg_quote($part, '#'),
                explode('/', $template),
            );
            if ($operation === null || preg_match('#^' . implode('/', $parts) . '$#', $path) !== 1) {
                continue;
            }
            $variables = substr_count($template, '{');
            if ($best === null || $variables < $best[2]) {
                $best = [$template, $operation, $variables];
            }
        }
        return $best === null ? null : [$best[0], $best[1]];
    }

    /** Why a JSON value does not match the schema at a place in the document (named by the keys that lead to it). */
    private static function problems(mixed $value, string ...$keys): ?string
    {
        $pointer = implode('/', array_map(static fn (string $key): string => strtr($key, ['~' => '~0', '/' => '~1', '%' => '%25']), $keys));
        $validator = self::validator();
        $validator->validate($value, (object) ['$ref' => self::URI . "#/$pointer"], Constraint::CHECK_MODE_NORMAL);
        return $validator->isValid() ? null : self::errorsText($validator);
    }

    private static function validator(): Validator
    {
        if (!class_exists(Validator::class)) {
            throw new \LogicException('justinrainbow/json-schema is missing: run composer install (Debian: apt-get install php-json-schema)');
        }
        return new Validator(new Factory(self::storage()));
    }

    private static function storage(): SchemaStorage
    {
        if (self::$storage === null) {
            self::$storage = new SchemaStorage();
            self::$storage->addSchema(self::URI, self::document());
        }
        return self::$storage;
    }

    /** The document as JSON Schema reads it: objects for JSON objects, `nullable` as a type that allows null. */
    private static function document(): object
    {
        if (self::$document === null) {
            $document = json_decode(OpenApi::DOCUMENT, false, 512, JSON_THROW_ON_ERROR);
            self::$document = self::withNullTypes($document);
        }
        return self::$document;
    }

    /**
     * OpenAPI 3.0 allows null with `nullable: true` beside the type, which JSON Schema does not know: here it
     * becomes a type that allows null too, as OpenAPI 3.1 (and JSON Schema) writes it.
     */
    private static function withNullTypes(mixed $node): mixed
    {
        if (is_array($node)) {
            return array_map(self::withNullTypes(...), $node);
        }
        if (!is_object($node)) {
            return $node;
        }
        foreach (get_object_vars($node) as $key => $value) {
            $node->{$key} = self::withNullTypes($value);
        }
        if (($node->nullable ?? null) === true && is_string($node->type ?? null)) {
            $node->type = [$node->type, 'null'];
        }
        return $node;
    }

    /** Every $ref in a schema must lead somewhere in the document. */
    private static function resolveEveryReference(mixed $schema): void
    {
        if (!is_object($schema) && !is_array($schema)) {
            return;
        }
        foreach ((array) $schema as $key => $value) {
            if ($key === '$ref' && is_string($value)) {
                self::storage()->resolveRef(str_starts_with($value, '#') ? self::URI . $value : $value);
            }
            self::resolveEveryReference($value);
        }
    }

    /** A PHP value (a test's input) as JSON reads it: associative arrays become objects. */
    private static function asJson(mixed $value): mixed
    {
        return json_decode(json_encode($value === [] ? new \stdClass() : $value, JSON_THROW_ON_ERROR), false, 512, JSON_THROW_ON_ERROR);
    }

    /** The answer's JSON body, objects as objects (an empty one is {} here, not []); its text when it is not JSON. */
    private static function bodyOf(TestResponse $answer): mixed
    {
        try {
            return json_decode($answer->body, false, 512, JSON_THROW_ON_ERROR);
        } catch (\JsonException) {
            return $answer->body;
        }
    }

    private static function mediaTypeOf(TestResponse $answer): string
    {
        foreach ($answer->headers as $name => $value) {
            if (strtolower($name) === 'content-type') {
                return strtolower(trim(explode(';', $value)[0]));
            }
        }
        return '';
    }

    private static function errorsText(Validator $validator): string
    {
        return implode('; ', array_map(
            static fn (array $error): string => ($error['pointer'] === '' ? '(the body)' : $error['pointer']) . ': ' . $error['message'],
            $validator->getErrors(),
        ));
    }
}
