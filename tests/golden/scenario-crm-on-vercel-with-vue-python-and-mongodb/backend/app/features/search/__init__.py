"""Search across record types."""
