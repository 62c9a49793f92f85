"""Usage events and counts."""
