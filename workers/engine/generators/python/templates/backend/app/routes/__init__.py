"""One router per record type, mounted under /api/<route>."""
