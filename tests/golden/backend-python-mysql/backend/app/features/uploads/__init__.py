"""File uploads: records in the database, contents in a FileStorage."""
