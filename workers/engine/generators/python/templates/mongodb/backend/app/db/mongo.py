"""MongoDB storage: one collection per record type, with the memory store's rules (references, unique values)."""
from datetime import datetime, timezone
from typing import Any, Dict, List, Optional, Sequence
import uuid

from pymongo import ASCENDING, ReturnDocument
from pymongo.collection import Collection
from pymongo.database import Database as MongoDatabase
from pymongo.errors import CollectionInvalid, DuplicateKeyError

from app.domain.fields import iso, parse_date_time
from app.domain.specs import FieldSpec, RecordSpec
from app.repositories.repository import DuplicateValueError, Record, RecordInUseError

BSON_TYPES: Dict[str, List[str]] = {
    "string": ["string"],
    "number": ["double", "int", "long"],
    "boolean": ["bool"],
    "date": ["date"],
    "reference": ["string"],
}
ORDER = [("created_at", ASCENDING), ("_id", ASCENDING)]


def validator(spec: RecordSpec) -> Dict[str, Any]:
    """The $jsonSchema a collection checks every document against."""
    properties: Dict[str, Any] = {"_id": {"bsonType": "string"}, "created_at": {"bsonType": "date"}}
    for field in spec.fields:
        types = BSON_TYPES[field.kind]
        nullable = not field.required and field.kind != "boolean"
        properties[field.name] = {"bsonType": [*types, "null"] if nullable else types}
    required = ["_id", "created_at", *(field.name for field in spec.fields)]
    return {"$jsonSchema": {"bsonType": "object", "required": required, "properties": properties}}


def set_up(database: MongoDatabase, specs: Sequence[RecordSpec]) -> None:
    """Creates the collections with their validators and indexes; safe to run on every start."""
    existing = set(database.list_collection_names())
    for spec in specs:
        if spec.table in existing:
            database.command("collMod", spec.table, validator=validator(spec))
        else:
            try:
                database.create_collection(spec.table, validator=validator(spec))
            except CollectionInvalid:
                database.command("collMod", spec.table, validator=validator(spec))
        collection = database[spec.table]
        collection.create_index(ORDER, name="created_at_id")
        for field in spec.fields:
            if field.unique:
                collection.create_index([(field.name, ASCENDING)], name=f"{field.name}_unique", unique=True)
            elif field.kind == "reference":
                collection.create_index([(field.name, ASCENDING)], name=f"{field.name}_ref")


def to_document(field: FieldSpec, value: Any) -> Any:
    if value is None:
        return None
    return parse_date_time(value) if field.kind == "date" else value


def from_document(field: FieldSpec, value: Any) -> Any:
    if value is None:
        return None
    return iso(value) if field.kind == "date" else value


class MongoRepository:
    def __init__(self, database: MongoDatabase, spec: RecordSpec, specs: Sequence[RecordSpec]) -> None:
        self.database = database
        self.spec = spec
        self.specs = specs
        self.collection: Collection = database[spec.table]

    def to_record(self, document: Dict[str, Any]) -> Record:
        record: Record = {"id": document["_id"]}
        for field in self.spec.fields:
            record[field.name] = from_document(field, document.get(field.name))
        return record

    def values(self, values: Record) -> Dict[str, Any]:
        return {field.name: to_document(field, values.get(field.name)) for field in self.spec.fields}

    def duplicate(self, error: DuplicateKeyError) -> DuplicateValueError:
        pattern = (error.details or {}).get("keyPattern") or {}
        return DuplicateValueError(next(iter(pattern), "value"))

    def list(self) -> List[Record]:
        return [self.to_record(document) for document in self.collection.find().sort(ORDER)]

    def get(self, record_id: str) -> Optional[Record]:
        document = self.collection.find_one({"_id": record_id})
        return self.to_record(document) if document is not None else None

    def find_by(self, field: str, value: Any) -> List[Record]:
        spec_field = self.spec.field(field)
        query = {spec_field.name: to_document(spec_field, value)}
        return [self.to_record(document) for document in self.collection.find(query).sort(ORDER)]

    def create(self, values: Record) -> Record:
        document = {"_id": str(uuid.uuid4()), **self.values(values), "created_at": datetime.now(timezone.utc)}
        try:
            self.collection.insert_one(document)
        except DuplicateKeyError as error:
            raise self.duplicate(error) from None
        return self.to_record(document)

    def update(self, record_id: str, values: Record) -> Optional[Record]:
        try:
            document = self.collection.find_one_and_update(
                {"_id": record_id}, {"$set": self.values(values)}, return_document=ReturnDocument.AFTER
            )
        except DuplicateKeyError as error:
            raise self.duplicate(error) from None
        return self.to_record(document) if document is not None else None

    def remove(self, record_id: str) -> bool:
        if self.collection.count_documents({"_id": record_id}, limit=1) == 0:
            return False
        # MongoDB keeps no references: a record still referred to is kept, as the SQL databases do.
        for other in self.specs:
            for field in other.fields:
                if field.target == self.spec.table and self.database[other.table].count_documents({field.name: record_id}, limit=1):
                    raise RecordInUseError(self.spec.label)
        return self.collection.delete_one({"_id": record_id}).deleted_count > 0
