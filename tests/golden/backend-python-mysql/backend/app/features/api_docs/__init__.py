"""The API's OpenAPI description."""
