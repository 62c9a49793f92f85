import type { Entity, Field } from "../../model";
import { snakeCase } from "../../model/naming";
import { code, lines } from "../files";
import type { GeneratedFile } from "../types";
import { php, phpHeader, phpNames, phpString } from "./names";

const TEXT_MAX = { plain: 200, long: 10000 };

/** The Validator call that checks and cleans one field of a request body. */
function validation(field: Field): string {
  const name = phpString(field.name);
  const optional = field.required ? "" : ", required: false";
  switch (field.kind) {
    case "number":
      return `$check->number(${name}${optional})`;
    case "boolean":
      return `$check->boolean(${name})`;
    case "date":
      return `$check->dateTime(${name}${optional})`;
    case "reference":
      return `$check->reference(${name}${optional})`;
    default:
      if (field.format === "email") return `$check->email(${name}${optional})`;
      if (field.format === "url") return `$check->url(${name}${optional})`;
      return `$check->text(${name}, ${field.format === "long" ? TEXT_MAX.long : TEXT_MAX.plain}${optional})`;
  }
}

function specField(field: Field, stored: readonly Entity[]): string {
  const target = stored.find((entity) => entity.name === field.target);
  const parts = [
    phpString(field.name),
    phpString(snakeCase(field.name)),
    phpString(field.kind),
    field.required ? "true" : "false",
    target ? `target: ${phpString(target.table)}` : undefined,
    field.unique ? "unique: true" : undefined,
  ];
  return `            new FieldSpec(${parts.filter(Boolean).join(", ")}),`;
}

const article = (label: string) => (/^[aeiou]/i.test(label) ? "an" : "a");

/** src/Domain/<Record>.php: the storage spec and the validation of what a client sends. */
export function domainFile(entity: Entity, stored: readonly Entity[]): GeneratedFile {
  const names = phpNames(entity);
  return code(
    names.domainPath,
    "backend",
    lines(
      phpHeader("App\\Domain"),
      "use App\\Http\\Validator;",
      "use App\\Repositories\\FieldSpec;",
      "use App\\Repositories\\RecordSpec;",
      "",
      `/** ${article(entity.label) === "an" ? "An" : "A"} ${entity.label.toLowerCase()}: how it is stored and what a client may send. */`,
      `final class ${names.domain}`,
      "{",
      "    public static function spec(): RecordSpec",
      "    {",
      `        return new RecordSpec(${phpString(entity.table)}, ${phpString(entity.label)}, [`,
      ...entity.fields.map((field) => specField(field, stored)),
      "        ]);",
      "    }",
      "",
      "    /**",
      `     * Checks what a client sends to create or replace ${article(entity.label)} ${entity.label.toLowerCase()}.`,
      "     *",
      "     * @return array<string, mixed> the cleaned fields",
      "     * @throws \\App\\Http\\ValidationError",
      "     */",
      "    public static function input(mixed $body): array",
      "    {",
      "        $check = new Validator($body);",
      "        $input = [",
      ...entity.fields.map((field) => `            ${phpString(field.name)} => ${validation(field)},`),
      "        ];",
      "        $check->done();",
      "        return $input;",
      "    }",
      "}",
    ),
  );
}

export const repositoryInterfaceFiles = (): GeneratedFile[] => [
  code(
    "backend/src/Repositories/Repository.php",
    "backend",
    php`
<?php

declare(strict_types=1);

namespace App\Repositories;

/**
 * The one storage interface: the in-memory store (tests, local runs) and the database both implement it.
 * A record is an array of its fields by name, with its "id" first.
 */
interface Repository
{
    /** @return list<array<string, mixed>> in the order they were created */
    public function list(): array;

    /** @return array<string, mixed>|null */
    public function get(string $id): ?array;

    /** @return list<array<string, mixed>> */
    public function findBy(string $field, mixed $value): array;

    /**
     * @param array<string, mixed> $input
     * @return array<string, mixed>
     */
    public function create(array $input): array;

    /**
     * @param array<string, mixed> $input
     * @return array<string, mixed>|null null when there is no such record
     */
    public function update(string $id, array $input): ?array;

    /** @return bool false when there is no such record */
    public function remove(string $id): bool;
}
`,
  ),
  code(
    "backend/src/Repositories/FieldSpec.php",
    "backend",
    php`
<?php

declare(strict_types=1);

namespace App\Repositories;

/** One stored field: its name in the API, its column, its kind, and what it points at (references). */
final class FieldSpec
{
    public function __construct(
        public readonly string $name,
        public readonly string $column,
        /** string, number, boolean, date or reference */
        public readonly string $kind,
        public readonly bool $required,
        /** For references: the table of the record pointed at. */
        public readonly ?string $target = null,
        public readonly bool $unique = false,
    ) {
    }
}
`,
  ),
  code(
    "backend/src/Repositories/RecordSpec.php",
    "backend",
    php`
<?php

declare(strict_types=1);

namespace App\Repositories;

/** How a record is described to the storage layers: one spec per table, shared by memory and database. */
final class RecordSpec
{
    /** @param list<FieldSpec> $fields */
    public function __construct(
        public readonly string $table,
        public readonly string $label,
        public readonly array $fields,
    ) {
    }

    public function field(string $name): FieldSpec
    {
        foreach ($this->fields as $field) {
            if ($field->name === $name) {
                return $field;
            }
        }
        throw new \InvalidArgumentException("{$this->table} has no field $name");
    }
}
`,
  ),
  code(
    "backend/src/Repositories/RecordInUseError.php",
    "backend",
    php`
<?php

declare(strict_types=1);

namespace App\Repositories;

/** A record other records still refer to cannot be deleted. */
final class RecordInUseError extends \RuntimeException
{
    public function __construct(string $label)
    {
        parent::__construct('This ' . strtolower($label) . ' is still referred to by other records');
    }
}
`,
  ),
  code(
    "backend/src/Repositories/DuplicateValueError.php",
    "backend",
    php`
<?php

declare(strict_types=1);

namespace App\Repositories;

/** A value that must be unique (an email address) is already taken. */
final class DuplicateValueError extends \RuntimeException
{
    public function __construct(string $field)
    {
        parent::__construct("That $field is already taken");
    }
}
`,
  ),
  code(
    "backend/src/Repositories/Ids.php",
    "backend",
    php`
<?php

declare(strict_types=1);

namespace App\Repositories;

final class Ids
{
    /** A random UUID (version 4): every record's id. */
    public static function generate(): string
    {
        $bytes = random_bytes(16);
        $bytes[6] = chr((ord($bytes[6]) & 0x0f) | 0x40);
        $bytes[8] = chr((ord($bytes[8]) & 0x3f) | 0x80);
        return vsprintf('%s%s-%s-%s-%s-%s%s%s', str_split(bin2hex($bytes), 4));
    }
}
`,
  ),
  code(
    "backend/src/Repositories/MemoryStore.php",
    "backend",
    php`
<?php

declare(strict_types=1);

namespace App\Repositories;

/**
 * Keeps every table in memory, with the same rules as the database (references and unique values),
 * so tests and a local run need no database server.
 */
final class MemoryStore
{
    /** @var array<string, array<string, array<string, mixed>>> rows by id, by table */
    private array $tables = [];

    /** @param list<RecordSpec> $specs */
    public function __construct(private readonly array $specs)
    {
        foreach ($specs as $spec) {
            $this->tables[$spec->table] = [];
        }
    }

    public function repository(RecordSpec $spec): Repository
    {
        return new MemoryRepository($this, $spec);
    }

    /** @return list<array<string, mixed>> */
    public function rows(string $table): array
    {
        return array_values($this->tables[$table] ?? throw new \InvalidArgumentException("Unknown table $table"));
    }

    /** @return array<string, mixed>|null */
    public function row(string $table, string $id): ?array
    {
        return $this->tables[$table][$id] ?? null;
    }

    /** @param array<string, mixed> $row */
    public function write(RecordSpec $spec, array $row): void
    {
        foreach ($spec->fields as $field) {
            if (!$field->unique) {
                continue;
            }
            foreach ($this->tables[$spec->table] as $other) {
                if ($other['id'] !== $row['id'] && $other[$field->name] === $row[$field->name]) {
                    throw new DuplicateValueError($field->name);
                }
            }
        }
        $this->tables[$spec->table][(string) $row['id']] = $row;
    }

    public function delete(RecordSpec $spec, string $id): bool
    {
        if (!isset($this->tables[$spec->table][$id])) {
            return false;
        }
        foreach ($this->specs as $other) {
            foreach ($other->fields as $field) {
                if ($field->target !== $spec->table) {
                    continue;
                }
                foreach ($this->tables[$other->table] as $row) {
                    if (($row[$field->name] ?? null) === $id) {
                        throw new RecordInUseError($spec->label);
                    }
                }
            }
        }
        unset($this->tables[$spec->table][$id]);
        return true;
    }

    /** @return array<string, list<array<string, mixed>>> every row, to keep between requests */
    public function snapshot(): array
    {
        return array_map(static fn (array $rows): array => array_values($rows), $this->tables);
    }

    /** @param array<string, mixed> $snapshot what snapshot() returned */
    public function restore(array $snapshot): void
    {
        foreach (array_keys($this->tables) as $table) {
            $rows = $snapshot[$table] ?? [];
            foreach (is_array($rows) ? $rows : [] as $row) {
                if (is_array($row) && is_string($row['id'] ?? null)) {
                    $this->tables[$table][$row['id']] = $row;
                }
            }
        }
    }
}
`,
  ),
  code(
    "backend/src/Repositories/MemoryRepository.php",
    "backend",
    php`
<?php

declare(strict_types=1);

namespace App\Repositories;

/** One table of the memory store. */
final class MemoryRepository implements Repository
{
    public function __construct(private readonly MemoryStore $store, private readonly RecordSpec $spec)
    {
    }

    public function list(): array
    {
        return $this->store->rows($this->spec->table);
    }

    public function get(string $id): ?array
    {
        return $this->store->row($this->spec->table, $id);
    }

    public function findBy(string $field, mixed $value): array
    {
        $this->spec->field($field);
        return array_values(array_filter($this->list(), static fn (array $row): bool => ($row[$field] ?? null) === $value));
    }

    public function create(array $input): array
    {
        return $this->put(Ids::generate(), $input);
    }

    public function update(string $id, array $input): ?array
    {
        return $this->get($id) === null ? null : $this->put($id, $input);
    }

    public function remove(string $id): bool
    {
        return $this->store->delete($this->spec, $id);
    }

    /**
     * @param array<string, mixed> $input
     * @return array<string, mixed>
     */
    private function put(string $id, array $input): array
    {
        $row = ['id' => $id];
        foreach ($this->spec->fields as $field) {
            $row[$field->name] = $input[$field->name] ?? null;
        }
        $this->store->write($this->spec, $row);
        return $row;
    }
}
`,
  ),
];

/** src/Repositories/Repositories.php: one repository per stored record, built from one factory. */
export function repositoriesFile(stored: readonly Entity[]): GeneratedFile {
  return code(
    "backend/src/Repositories/Repositories.php",
    "backend",
    lines(
      phpHeader("App\\Repositories"),
      ...[...new Set(stored.map((entity) => `use App\\Domain\\${phpNames(entity).domain};`))].sort(),
      "",
      "/** The repositories of every stored record: in memory, or in the database. */",
      "final class Repositories",
      "{",
      "    public function __construct(",
      ...stored.map((entity) => `        public readonly Repository $${entity.camelPlural},`),
      "    ) {",
      "    }",
      "",
      "    /** @return list<RecordSpec> every table, referenced ones first (the order they are created in) */",
      "    public static function specs(): array",
      "    {",
      "        return [",
      ...stored.map((entity) => `            ${phpNames(entity).domain}::spec(),`),
      "        ];",
      "    }",
      "",
      "    /** @param \\Closure(RecordSpec): Repository $make the memory store's factory or the database's */",
      "    public static function from(\\Closure $make): self",
      "    {",
      "        return new self(",
      ...stored.map((entity) => `            $make(${phpNames(entity).domain}::spec()),`),
      "        );",
      "    }",
      "",
      "    public static function inMemory(?MemoryStore $store = null): self",
      "    {",
      "        $memory = $store ?? new MemoryStore(self::specs());",
      "        return self::from(static fn (RecordSpec $spec): Repository => $memory->repository($spec));",
      "    }",
      "}",
    ),
  );
}
