"""Real-time updates over server-sent events."""
