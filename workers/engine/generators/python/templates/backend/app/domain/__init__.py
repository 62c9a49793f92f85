"""The records: input models and storage specs."""
