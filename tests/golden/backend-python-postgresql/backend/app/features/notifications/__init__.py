"""Notifications: stored, and emailed through a Mailer."""
