"""What every route shares: errors, request bodies, the CRUD router, CORS."""
