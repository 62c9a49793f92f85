"""Accounts and sign-in."""
