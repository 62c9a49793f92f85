<?php

declare(strict_types=1);

namespace App\Database;

use App\Domain\Dates;
use App\Repositories\DuplicateValueError;
use App\Repositories\Ids;
use App\Repositories\RecordInUseError;
use App\Repositories\RecordSpec;
use App\Repositories\Repository;
use MongoDB\BSON\UTCDateTime;
use MongoDB\Collection;
use MongoDB\Database as MongoDatabase;
use MongoDB\Driver\Exception\BulkWriteException;

/**
 * A repository over one collection (the mongodb/mongodb library), written from its spec: the same behaviour
 * as the memory store. Documents keep the API's field names, dates as BSON dates, and "_id" as the record's id.
 */
final class MongoRepository implements Repository
{
    private const TYPE_MAP = ['root' => 'array', 'document' => 'array', 'array' => 'array'];

    private readonly Collection $collection;

    /** @param list<RecordSpec> $specs every collection, to keep records that others refer to */
    public function __construct(
        private readonly MongoDatabase $database,
        private readonly RecordSpec $spec,
        private readonly array $specs,
    ) {
        $this->collection = $database->selectCollection($spec->table);
    }

    public function list(): array
    {
        return $this->find([]);
    }

    public function get(string $id): ?array
    {
        return $this->find(['_id' => $id])[0] ?? null;
    }

    public function findBy(string $field, mixed $value): array
    {
        return $this->find([$field => $this->toDocument($this->spec->field($field)->kind, $value)]);
    }

    public function create(array $input): array
    {
        $id = Ids::generate();
        $this->write(fn () => $this->collection->insertOne(['_id' => $id, ...$this->document($input), 'createdAt' => new UTCDateTime()]));
        return $this->get($id) ?? throw new \RuntimeException("Insert into {$this->spec->table} returned no document");
    }

    public function update(string $id, array $input): ?array
    {
        if ($this->get($id) === null) {
            return null;
        }
        $this->write(fn () => $this->collection->updateOne(['_id' => $id], ['$set' => $this->document($input)]));
        return $this->get($id);
    }

    public function remove(string $id): bool
    {
        if ($this->get($id) === null) {
            return false;
        }
        foreach ($this->specs as $other) {
            foreach ($other->fields as $field) {
                if ($field->target !== $this->spec->table) {
                    continue;
                }
                if ($this->database->selectCollection($other->table)->countDocuments([$field->name => $id], ['limit' => 1]) > 0) {
                    throw new RecordInUseError($this->spec->label);
                }
            }
        }
        return $this->collection->deleteOne(['_id' => $id])->getDeletedCount() > 0;
    }

    /**
     * @param array<string, mixed> $filter
     * @return list<array<string, mixed>>
     */
    private function find(array $filter): array
    {
        $cursor = $this->collection->find($filter, ['sort' => ['createdAt' => 1, '_id' => 1], 'typeMap' => self::TYPE_MAP]);
        $records = [];
        foreach ($cursor as $document) {
            $records[] = $this->toRecord((array) $document);
        }
        return $records;
    }

    /** Runs a write, turning a duplicate key (a unique value already taken) into DuplicateValueError. */
    private function write(\Closure $operation): void
    {
        try {
            $operation();
        } catch (BulkWriteException $error) {
            foreach ($error->getWriteResult()->getWriteErrors() as $writeError) {
                if ($writeError->getCode() !== 11000) {
                    continue;
                }
                foreach ($this->spec->fields as $field) {
                    if ($field->unique && str_contains($writeError->getMessage(), $field->name)) {
                        throw new DuplicateValueError($field->name);
                    }
                }
                throw new DuplicateValueError('value');
            }
            throw $error;
        }
    }

    /**
     * @param array<string, mixed> $input
     * @return array<string, mixed>
     */
    private function document(array $input): array
    {
        $document = [];
        foreach ($this->spec->fields as $field) {
            $document[$field->name] = $this->toDocument($field->kind, $input[$field->name] ?? null);
        }
        return $document;
    }

    private function toDocument(string $kind, mixed $value): mixed
    {
        if ($kind === 'date' && is_string($value)) {
            $date = Dates::parse($value);
            return $date === null ? $value : new UTCDateTime($date);
        }
        return $value;
    }

    /**
     * @param array<string, mixed> $document
     * @return array<string, mixed>
     */
    private function toRecord(array $document): array
    {
        $record = ['id' => (string) $document['_id']];
        foreach ($this->spec->fields as $field) {
            $value = $document[$field->name] ?? null;
            $record[$field->name] = match (true) {
                $value instanceof UTCDateTime => Dates::iso($value->toDateTime()),
                is_float($value) && floor($value) === $value && abs($value) < 2 ** 53 => (int) $value,
                default => $value,
            };
        }
        return $record;
    }
}
