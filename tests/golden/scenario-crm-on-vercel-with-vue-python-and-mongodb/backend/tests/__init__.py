"""The API's tests: python -m pytest (from backend/)."""
