"""The API package."""
