<?php

declare(strict_types=1);

namespace App\Http;

use App\Domain\Dates;

/**
 * Checks a request body field by field and collects every problem, so a client learns all of them at once.
 * Each method returns the cleaned value (trimmed text, an ISO date) or null; done() throws when anything failed.
 */
final class Validator
{
    /** @var array<string, mixed> */
    private array $data = [];

    /** @var list<array{path: string, message: string}> */
    private array $issues = [];

    public function __construct(mixed $body)
    {
        if (is_array($body) && ($body === [] || !array_is_list($body))) {
            $this->data = $body;
        } else {
            $this->issues[] = ['path' => '', 'message' => 'Expected a JSON object'];
        }
    }

    public function text(
        string $name,
        ?int $max = 200,
        bool $required = true,
        bool $trim = true,
        ?int $min = null,
        string $tooShort = 'Must not be empty',
    ): ?string {
        $value = $this->data[$name] ?? null;
        if ($value === null) {
            return $this->missing($name, $required);
        }
        if (!is_string($value)) {
            return $this->fail($name, 'Must be text');
        }
        $text = $trim ? trim($value) : $value;
        $length = mb_strlen($text);
        if ($length < ($min ?? ($required ? 1 : 0))) {
            return $this->fail($name, $tooShort);
        }
        if ($max !== null && $length > $max) {
            return $this->fail($name, "Must be at most $max characters");
        }
        return $text;
    }

    public function email(string $name, bool $required = true): ?string
    {
        $value = $this->data[$name] ?? null;
        if ($value === null) {
            return $this->missing($name, $required);
        }
        if (!is_string($value) || filter_var($value, FILTER_VALIDATE_EMAIL) === false) {
            return $this->fail($name, 'Must be an email address');
        }
        return $value;
    }

    public function url(string $name, bool $required = true): ?string
    {
        $value = $this->data[$name] ?? null;
        if ($value === null) {
            return $this->missing($name, $required);
        }
        if (!is_string($value) || filter_var($value, FILTER_VALIDATE_URL) === false) {
            return $this->fail($name, 'Must be a URL');
        }
        return $value;
    }

    public function number(string $name, bool $required = true): int|float|null
    {
        $value = $this->data[$name] ?? null;
        if ($value === null) {
            return $this->missing($name, $required);
        }
        if (!is_int($value) && !is_float($value)) {
            return $this->fail($name, 'Must be a number');
        }
        return $value;
    }

    /** A yes/no value; false when it is left out. */
    public function boolean(string $name): bool
    {
        if (!array_key_exists($name, $this->data)) {
            return false;
        }
        $value = $this->data[$name];
        if (!is_bool($value)) {
            $this->fail($name, 'Must be true or false');
            return false;
        }
        return $value;
    }

    /** A date and time in any form PHP reads with a date in it, returned as an ISO string in UTC. */
    public function dateTime(string $name, bool $required = true): ?string
    {
        $value = $this->data[$name] ?? null;
        if ($value === null) {
            return $this->missing($name, $required);
        }
        $date = is_string($value) ? Dates::parse($value) : null;
        if ($date === null) {
            return $this->fail($name, 'Must be a date');
        }
        return Dates::iso($date);
    }

    /** The id of another record (whether it exists is checked by the routes). */
    public function reference(string $name, bool $required = true): ?string
    {
        $value = $this->data[$name] ?? null;
        if ($value === null) {
            return $this->missing($name, $required);
        }
        if (!is_string($value) || $value === '') {
            return $this->fail($name, 'Must be the id of a record');
        }
        return $value;
    }

    /** Adds an issue when a rule of its own does not hold. */
    public function check(string $name, bool $holds, string $message): void
    {
        if (!$holds) {
            $this->fail($name, $message);
        }
    }

    public function failed(string $name): bool
    {
        foreach ($this->issues as $issue) {
            if ($issue['path'] === $name) {
                return true;
            }
        }
        return false;
    }

    /** @throws ValidationError when any field broke a rule */
    public function done(): void
    {
        if ($this->issues !== []) {
            throw new ValidationError($this->issues);
        }
    }

    private function missing(string $name, bool $required): null
    {
        if ($required) {
            $this->fail($name, 'Required');
        }
        return null;
    }

    private function fail(string $name, string $message): null
    {
        $this->issues[] = ['path' => $name, 'message' => $message];
        return null;
    }
}
